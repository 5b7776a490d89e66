import type { PlanId } from './plans';

/** The user as the client sees it (docs/product.md §3). Never carries secrets. */
export interface PublicUser {
  id: string;
  name: string;
  email: string;
  plan: PlanId;
  is_admin: boolean;
  is_active: boolean;
  bots_limit: number;
  /** 999999 means unlimited. */
  messages_remaining: number;
  voice_messages_remaining: number;
  has_voice_upgrade: boolean;
  referral_code: string;
  has_password: boolean;
  created_at: string;
}

/** Where the web app keeps the session token and the cached user (docs/product.md §3, §9). */
export const TOKEN_STORAGE_KEY = 'fanline.token';
export const USER_STORAGE_KEY = 'fanline.user';

/**
 * Where a prerendered page's head script keeps the last button a guest clicked before the app ran,
 * for the app to click again once it listens (apps/api/src/prerendered-head-script.ts, main.tsx).
 */
export const EARLY_CLICK_GLOBAL = '__fanlineEarlyClick';

/** docs/product.md §3: the client refreshes the current user this often while signed in. */
export const CURRENT_USER_POLL_MS = 5000;
