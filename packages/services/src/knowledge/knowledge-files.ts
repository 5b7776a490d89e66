import { extractText, getDocumentProxy } from 'unpdf';
import {
  EMPTY_FILE,
  FILE_TOO_LARGE,
  KNOWLEDGE_FILE_MAX_BYTES,
  KNOWLEDGE_FILE_TYPES,
  knowledgeFileExtension,
  NO_TEXT_IN_FILE,
  UNREADABLE_PDF,
  UNSUPPORTED_FILE,
} from '@fanline/core';
import { AppError } from '../errors';

export interface UploadedFile {
  name: string;
  type: string;
  data: Uint8Array;
}

const refused = (message: string) => new AppError('BAD_REQUEST', message, [{ field: 'file', message }]);

/**
 * The text of an uploaded knowledge file, or a 400 naming the file's fault:
 * not a .txt, .md or .pdf (by name and, when the client says, by type), empty,
 * over 5 MB, a PDF that cannot be read, or one with no text in it (a scan).
 * PDFs are read with unpdf (Mozilla's PDF.js, built for servers, no native
 * code). NUL characters, which PostgreSQL text cannot hold, are dropped.
 */
export async function textOfUpload(file: UploadedFile): Promise<string> {
  const extension = knowledgeFileExtension(file.name);
  const declared = file.type.split(';')[0]!.trim().toLowerCase();
  const typeFits = (types: readonly string[]) => declared === '' || declared === 'application/octet-stream' || types.includes(declared);
  if (!extension || !typeFits(KNOWLEDGE_FILE_TYPES[extension])) throw refused(UNSUPPORTED_FILE);
  if (file.data.byteLength === 0) throw refused(EMPTY_FILE);
  if (file.data.byteLength > KNOWLEDGE_FILE_MAX_BYTES) throw refused(FILE_TOO_LARGE);
  const text = extension === '.pdf' ? await pdfText(file.data) : new TextDecoder('utf-8').decode(file.data);
  const clean = text.replaceAll('\u0000', '').trim();
  if (!clean) throw refused(NO_TEXT_IN_FILE);
  return clean;
}

async function pdfText(data: Uint8Array): Promise<string> {
  try {
    // PDF.js takes over the buffer it is given: hand it a copy.
    const pdf = await getDocumentProxy(new Uint8Array(data));
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } catch {
    throw refused(UNREADABLE_PDF);
  }
}
