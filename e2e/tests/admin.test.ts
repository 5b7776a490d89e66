import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newCreator, signInFromLanding, signUpFromLanding, useBrowserWorld, type Creator } from './browser-world';

const world = useBrowserWorld();

/** Signs up, is made an admin in the database, then signs in again: admins start in the console. */
async function signInAdmin(page: Page): Promise<Creator> {
  const admin = newCreator('Ada Admin');
  await signUpFromLanding(page, admin);
  await world.api.database.db
    .updateTable('users')
    .set({ is_admin: true, bots_limit: 999_999, messages_remaining: 999_999, voice_messages_remaining: 999_999 })
    .where('email', '=', admin.email)
    .execute();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await signInFromLanding(page, admin);
  await page.getByRole('heading', { name: 'System Administrator' }).waitFor();
  return admin;
}

describe('the administrator console', () => {
  it('changes a creator’s plan, which their open dashboard picks up within seconds', async () => {
    const creatorPage = await world.openPage();
    const creator = newCreator('Mira Fern');
    await signUpFromLanding(creatorPage, creator);
    await creatorPage.getByTestId('plan-badge').filter({ hasText: 'Spark' }).waitFor();

    const page = await world.openPage();
    await signInAdmin(page);
    expect(new URL(page.url()).search).toBe('?view=admin');

    // Revenue Dashboard is the default tab.
    expect(await page.getByRole('tab', { name: 'Revenue Dashboard' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { name: 'Revenue Dashboard' }).waitFor();

    // Use App goes to the dashboard, Admin comes back.
    await page.getByRole('button', { name: 'Use App' }).click();
    await page.getByRole('heading', { name: /Command Center/ }).waitFor();
    await page.getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'System Administrator' }).waitFor();

    // A bulk action needs a selection first.
    await page.getByRole('tab', { name: 'User Management' }).click();
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.getByRole('button', { name: 'Grant Voice' }).click();
    await page.getByText('No users selected for bulk action').waitFor();

    // Search the creator, move them to Flow.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(creator.email);
    const row = page.getByTestId('admin-user-row').filter({ hasText: creator.email });
    await row.waitFor();
    await expect.poll(() => page.getByTestId('admin-user-row').count()).toBe(1);
    await row.getByRole('button', { name: `Edit ${creator.name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name: 'Flow' }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('User updated successfully').waitFor();
    await row.getByText('Flow', { exact: true }).waitFor();

    // The creator's dashboard polls every 5 s.
    await creatorPage.getByText('Your plan has been updated to Flow').waitFor({ timeout: 7_000 });
    await creatorPage.getByTestId('plan-badge').filter({ hasText: 'Flow' }).waitFor();
    const stored = await world.api.database.db.selectFrom('users').select('plan').where('email', '=', creator.email).executeTakeFirstOrThrow();
    expect(stored.plan).toBe('flow');

    // The change is in the creator's audit trail, one click from their row.
    await row.getByRole('button', { name: `View audit trail for ${creator.name}` }).click();
    expect(await page.getByRole('tab', { name: 'Audit Trail' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText(`Only ${creator.email}`).waitFor();
    const entry = page.getByTestId('audit-entry').filter({ hasText: 'Edited user' });
    await entry.getByText('plan: spark → flow').waitFor();
    await expect.poll(() => page.getByTestId('audit-entry').count()).toBe(1);
  });

  it('shows a creator’s new support ticket in the Support tab', async () => {
    const creatorPage = await world.openPage();
    const creator = newCreator('Theo Lark');
    await signUpFromLanding(creatorPage, creator);
    await creatorPage.getByRole('button', { name: 'Support' }).click();
    const support = creatorPage.getByRole('dialog', { name: 'Support' });
    await support.getByLabel('Subject').fill('Bot stopped replying');
    await support.getByLabel('Message').fill('My Telegram bot went quiet this morning.');
    await support.getByRole('button', { name: 'Open Ticket' }).click();
    await support.getByTestId('my-ticket').filter({ hasText: 'Bot stopped replying' }).getByText('OPEN', { exact: true }).waitFor();

    const page = await world.openPage();
    await signInAdmin(page);
    await page.getByRole('tab', { name: 'Support' }).click();
    const ticket = page.getByTestId('admin-ticket').filter({ hasText: 'Bot stopped replying' });
    await ticket.waitFor();
    await ticket.getByText(creator.email).waitFor();
    await ticket.getByText('OPEN', { exact: true }).waitFor();
  });
});
