import { readToken } from '../../lib/token-storage';

/**
 * Uploads a knowledge file through the REST path (multipart): tRPC's JSON
 * cannot carry a file. Resolves with the server's refusal as an Error whose
 * message is the server's `detail`.
 */
export async function uploadKnowledgeFile(botId: string, file: File, title: string): Promise<{ document: { id: string; title: string; chunks: number } }> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (title.trim()) form.append('title', title.trim());
  const token = readToken();
  const res = await fetch(`/api/chatbots/${encodeURIComponent(botId)}/knowledge`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const body = (await res.json().catch(() => ({}))) as { detail?: string; document?: { id: string; title: string; chunks: number } };
  if (!res.ok || !body.document) throw new Error(body.detail ?? 'The file was not added. Please try again.');
  return { document: body.document };
}
