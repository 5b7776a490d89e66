import path from 'node:path';
import type { Page } from 'playwright-core';

/** The built web app the test API serves. */
export const WEB_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

export interface Creator {
  name: string;
  email: string;
  password: string;
}

export function newCreator(name = 'Iris Bloom'): Creator {
  return { name, email: `creator.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'bloom-garden-7' };
}

/** Fills and sends the sign-up dialog, which must already be open. */
export async function submitSignUp(page: Page, creator: Creator): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(creator.name);
  await dialog.getByLabel('Email').fill(creator.email);
  await dialog.getByLabel('Password').fill(creator.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * A test that changes the plan in the database sees the 5-second poll's
 * "plan updated" toast; it sits over the header, so wait for it and close it.
 */
export async function dismissPlanToast(page: Page): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Your plan has been updated to' });
  await toast.waitFor();
  await toast.getByRole('button', { name: /close/i }).click();
  await toast.waitFor({ state: 'detached' });
}
