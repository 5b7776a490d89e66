import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Everything the local default keeps between runs: the embedded cluster and its password. */
export const DATA_DIR = path.join(REPO_ROOT, '.data');
