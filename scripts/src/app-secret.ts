import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DATA_DIR } from './paths';

const SECRET_FILE = path.join(DATA_DIR, 'app-secret');

/**
 * APP_SECRET when set; otherwise one generated on first start and kept in
 * ./.data, so secrets encrypted by one run stay readable by the next.
 */
export function resolveAppSecret(): string {
  if (process.env.APP_SECRET) return process.env.APP_SECRET;
  if (existsSync(SECRET_FILE)) return readFileSync(SECRET_FILE, 'utf8').trim();
  mkdirSync(DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(SECRET_FILE, `${secret}\n`, { mode: 0o600 });
  return secret;
}
