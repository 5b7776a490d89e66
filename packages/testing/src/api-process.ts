import path from 'node:path';
import type { TelegramMode } from '@fanline/core';
import { startTsProcess, type RunningProcess } from './child-process';
import { freePort } from './free-port';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const API_ENTRY = path.join(REPO_ROOT, 'apps/api/src/main.ts');

export interface ApiProcessOptions {
  databaseUrl: string;
  appSecret: string;
  telegramApiRoot: string;
  telegramMode: TelegramMode;
  /** APP_URL, where Telegram's webhooks are sent; by default the process itself (a load balancer in front passes its own). */
  appUrl?: string;
  env?: Record<string, string>;
}

export interface ApiProcess extends RunningProcess {
  url: string;
}

/**
 * The real API (apps/api/src/main.ts) as its own process on a free loopback
 * port, for tests and benchmarks that need several of them or a webhook that
 * outlives one; resolves once it is listening.
 */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const api = startTsProcess(
    API_ENTRY,
    {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: options.databaseUrl,
      APP_SECRET: options.appSecret,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: options.appUrl ?? url,
      TELEGRAM_API_ROOT: options.telegramApiRoot,
      TELEGRAM_MODE: options.telegramMode,
      WEB_DIST_DIR: '/nonexistent',
      ...options.env,
    },
    REPO_ROOT,
  );
  try {
    await api.waitFor(/"message":"API listening"/, 60_000);
  } catch (error) {
    api.child.kill('SIGKILL');
    throw error;
  }
  return Object.assign(api, { url });
}
