import type { ExportFormat } from '@fanline/core';
import { readToken } from '../../lib/token-storage';

/** What to export: every conversation of a bot, or one conversation. */
export type ExportTarget = { kind: 'bot'; id: string } | { kind: 'conversation'; id: string };

export function exportPath(target: ExportTarget, format: ExportFormat): string {
  const base = target.kind === 'bot' ? `/api/chatbots/${encodeURIComponent(target.id)}/conversations/export` : `/api/conversations/${encodeURIComponent(target.id)}/export`;
  return `${base}?format=${format}`;
}

/** The file name a Content-Disposition header gives (RFC 6266's filename* first), or null. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { detail?: unknown; message?: unknown };
    const detail = typeof body.detail === 'string' ? body.detail : typeof body.message === 'string' ? body.message : null;
    if (detail) return detail;
  } catch {
    /* not JSON */
  }
  return 'Export failed. Please try again.';
}

/**
 * Downloads an export with the session's bearer token (a plain link could
 * not send it) and saves it under the name the server gives. Throws an Error
 * with a message fit for a toast.
 */
export async function downloadExport(target: ExportTarget, format: ExportFormat): Promise<void> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(exportPath(target, format), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new Error('Export failed. Check your connection and try again.');
  }
  if (!response.ok) throw new Error(await failureMessage(response));
  const blob = await response.blob();
  const filename = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? `conversations.${format}`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; give it a moment before freeing it.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
