import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts bot secrets (Telegram and payment tokens) at rest with AES-256-GCM.
 * Keys are derived from APP_SECRET with HKDF: one for encryption, one for the
 * HMAC digest that lets the database enforce "one bot per Telegram token"
 * without storing the token in clear.
 */
export interface SecretBox {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  digest(plain: string): string;
}

const VERSION = 'v1';

function deriveKey(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'fanline', purpose, 32));
}

export function createSecretBox(appSecret: string): SecretBox {
  if (appSecret.length < 32) throw new Error('APP_SECRET must be at least 32 characters');
  const encryptionKey = deriveKey(appSecret, 'bot-secrets-encryption');
  const digestKey = deriveKey(appSecret, 'bot-secrets-digest');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unreadable secret');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    digest(plain) {
      return createHmac('sha256', digestKey).update(plain).digest('hex');
    },
  };
}

/**
 * The form of a secret that may be shown back: the bot id part of a Telegram
 * token (public anyway) and the last 4 characters, e.g. "123456789:••••••••wxyz".
 */
export function maskSecret(plain: string): string {
  const tail = plain.slice(-4);
  const colon = plain.indexOf(':');
  const head = colon > 0 && colon < 16 ? plain.slice(0, colon + 1) : '';
  return `${head}••••••••${tail}`;
}
