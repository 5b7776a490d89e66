import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submitSignUp, useBrowserWorld } from './browser-world';

const world = useBrowserWorld();
const openPage = (url: string) => world.openPage(url, { width: 1280, height: 800 });

async function signUp(p: Page, email: string) {
  await p.getByRole('button', { name: 'Get Started' }).first().click();
  const dialog = p.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Join Fanline' }).waitFor();
  await submitSignUp(p, { name: 'Luna Vega', email, password: 'moonlight-42' });
  await p.getByRole('heading', { name: /Command Center/ }).waitFor();
}

describe('signing up from the landing page', () => {
  it('reaches the dashboard shell, survives a reload, and signs out', async () => {
    const p = await openPage('/');
    await p.locator('#features').waitFor();
    await p.locator('#how').waitFor();
    const email = `luna.${Date.now()}@example.com`;
    await signUp(p, email);

    expect(await p.getByText('Luna Vega').first().isVisible()).toBe(true);
    const token = await p.evaluate(() => localStorage.getItem('fanline.token'));
    expect(token).toMatch(/^[a-z0-9]+\.[a-z0-9]+$/);
    const user = await world.api.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    expect(user?.name).toBe('Luna Vega');

    await p.reload();
    await p.getByRole('heading', { name: /Command Center/ }).waitFor();

    await p.getByRole('button', { name: 'Sign Out' }).click();
    await p.locator('#features').waitFor();
    expect(await p.evaluate(() => localStorage.getItem('fanline.token'))).toBeNull();
  });

  it('shows the plan-updated toast within seconds of an admin change', async () => {
    const p = await openPage('/');
    const email = `plan.${Date.now()}@example.com`;
    await signUp(p, email);
    await world.api.database.db.updateTable('users').set({ plan: 'flow', messages_remaining: 15000, bots_limit: 35 }).where('email', '=', email).execute();
    await p.getByText('Your plan has been updated to Flow').waitFor({ timeout: 12_000 });
    await p.getByText('15,000').first().waitFor();
  });
});

describe('signing in', () => {
  it('shows the server error as a toast for a wrong password', async () => {
    const email = `wrong.${Date.now()}@example.com`;
    await world.api.http.post('/api/auth/register', { name: 'Wrong Pass', email, password: 'right-password' });
    const p = await openPage('/');
    await p.getByRole('button', { name: 'Sign In' }).first().click();
    const dialog = p.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await p.getByText('Invalid email or password').waitFor();
  });

  it('toasts a failed Google sign-in and cleans the address', async () => {
    const p = await openPage('/?auth_error=true');
    await p.getByText('Google authentication failed. Please try again.').waitFor();
    await p.waitForFunction(() => !window.location.search.includes('auth_error'));
  });

  it('says Google sign-in is not configured instead of failing silently', async () => {
    const p = await openPage('/');
    await p.getByRole('button', { name: 'Sign In' }).first().click();
    await p.getByText('Google sign-in is not configured on this server.').waitFor();
  });
});
