import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dismissPlanToast, newCreator, signInFromLanding, signUpFromLanding, useBrowserWorld, type Creator } from './browser-world';

// core's ADULT_TEMPLATE_NEEDS_18 and ADULT_VOICE_NEEDS_18, as the creator reads them.
const ADULT_TEMPLATE_NEEDS_18 = 'This template is for 18+ bots. Mark the bot 18+ to use it.';
const ADULT_VOICE_NEEDS_18 = 'Seductive voices are for 18+ bots. Mark the bot 18+ or choose another voice.';

const world = useBrowserWorld();

/** A creator on Nexus with the Voice Chat Upgrade, so the voice picker is open to them. */
async function signUpWithVoice(page: Page): Promise<Creator> {
  const creator = newCreator('Vera Voice');
  await signUpFromLanding(page, creator);
  await world.api.database.db
    .updateTable('users')
    .set({ plan: 'nexus', has_voice_upgrade: true, voice_messages_remaining: 20_000, bots_limit: 999_999, messages_remaining: 50_000 })
    .where('email', '=', creator.email)
    .execute();
  await page.reload();
  await page.getByRole('heading', { name: /Command Center/ }).waitFor();
  await dismissPlanToast(page);
  return creator;
}

async function useTemplate(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: /Templates|Market/ }).click();
  const template = page.getByRole('article', { name });
  await template.getByRole('button', { name: 'Use Template' }).click();
}

async function botRow(name: string) {
  return world.api.database.db.selectFrom('bots').select(['id', 'user_id', 'adult_only', 'template_id']).where('name', '=', name).executeTakeFirstOrThrow();
}

function card(page: Page, name: string) {
  return page.locator('[data-bot-card]').filter({ hasText: name });
}

describe('18+ bots', () => {
  it('makes a Companion bot 18+, and will not save it once the mark is taken off', async () => {
    const page = await world.openPage();
    await signUpFromLanding(page, newCreator());

    await page.getByRole('tab', { name: /Templates|Market/ }).click();
    await page.getByRole('article', { name: 'Companion' }).getByText('18+', { exact: true }).waitFor();
    expect(await page.getByRole('article', { name: 'Sales Closer' }).getByText('18+', { exact: true }).count()).toBe(0);
    await useTemplate(page, 'Companion');
    const create = page.getByRole('dialog', { name: 'Neural Bot Creation' });
    const adultOnly = create.getByRole('switch', { name: 'Adults only (18+)' });
    expect(await adultOnly.getAttribute('aria-checked')).toBe('true');
    await create.getByText("Fans confirm they're 18 or older before the first reply.", { exact: false }).waitFor();
    await create.getByRole('button', { name: 'Deploy Bot' }).click();
    await page.getByText('Neural core deployed successfully!').waitFor();
    expect(await botRow('Companion')).toMatchObject({ adult_only: true, template_id: 'companion' });

    await page.getByRole('tab', { name: 'Bot Fleet' }).click();
    const companion = card(page, 'Companion');
    await companion.getByText('18+', { exact: true }).waitFor();

    await companion.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Modify Neural Core' });
    const editSwitch = edit.getByRole('switch', { name: 'Adults only (18+)' });
    expect(await editSwitch.getAttribute('aria-checked')).toBe('true');
    await editSwitch.click();
    await edit.getByText(ADULT_TEMPLATE_NEEDS_18).waitFor();
    expect(await editSwitch.getAttribute('aria-invalid')).toBe('true');
    await edit.getByRole('button', { name: 'Update Core' }).click();
    await page.getByText('Please fix the highlighted fields.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('switch');
    expect(await edit.isVisible()).toBe(true);
    expect(await botRow('Companion')).toMatchObject({ adult_only: true });
  });

  it('asks for the 18+ mark when a Seductive voice is picked, and sets it in one click', async () => {
    const page = await world.openPage();
    await signUpWithVoice(page);

    await page.getByRole('button', { name: 'Deploy', exact: true }).first().click();
    const create = page.getByRole('dialog', { name: 'Neural Bot Creation' });
    await create.getByLabel('Name', { exact: true }).fill('Velvet');
    await create.getByRole('textbox', { name: 'Description' }).fill('Late-night voice notes');
    await create.getByRole('textbox', { name: 'Personality' }).fill('You are calm and kind.');
    const adultOnly = create.getByRole('switch', { name: 'Adults only (18+)' });
    expect(await adultOnly.getAttribute('aria-checked')).toBe('false');
    await create.getByRole('switch', { name: 'Voice Replies' }).click();
    await create.getByRole('combobox', { name: 'Voice', exact: true }).click();
    await page.getByRole('option', { name: /Seductive Female 2/ }).click();

    // The rule's message shows at the switch and beside the voice picker.
    await expect.poll(() => create.getByText(ADULT_VOICE_NEEDS_18).count()).toBe(2);
    await create.getByRole('button', { name: 'Deploy Bot' }).click();
    await page.getByText('Please fix the highlighted fields.').waitFor();
    expect(await world.api.database.db.selectFrom('bots').select('id').where('name', '=', 'Velvet').execute()).toEqual([]);

    await create.getByRole('button', { name: 'Mark bot 18+' }).click();
    expect(await adultOnly.getAttribute('aria-checked')).toBe('true');
    expect(await create.getByText(ADULT_VOICE_NEEDS_18).count()).toBe(0);
    await create.getByText("Marked 18+: fans confirm they're 18 or older before they hear this voice.").waitFor();
    await create.getByRole('button', { name: 'Deploy Bot' }).click();
    await page.getByText('Neural core deployed successfully!').waitFor();
    expect(await botRow('Velvet')).toMatchObject({ adult_only: true, template_id: null });
  });
});

describe('crisis referrals', () => {
  it('shows the creator which fans were referred, without any message text', async () => {
    const page = await world.openPage();
    await signUpFromLanding(page, newCreator());
    await useTemplate(page, 'Sales Closer');
    await page.getByRole('dialog', { name: 'Neural Bot Creation' }).getByRole('button', { name: 'Deploy Bot' }).click();
    await page.getByText('Neural core deployed successfully!').waitFor();

    const bot = await botRow('Sales Closer');
    expect(bot.adult_only).toBe(false);
    const db = world.api.database.db;
    const fan = await db.insertInto('fans').values({ bot_id: bot.id, channel: 'telegram', external_user_id: '5551', first_name: 'Robin' }).returning('id').executeTakeFirstOrThrow();
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await db.insertInto('conversations').values({ bot_id: bot.id, fan_id: fan.id, crisis_flagged_at: twoHoursAgo }).execute();
    const referral = { user_id: bot.user_id, bot_id: bot.id, fan_id: fan.id, channel: 'telegram', detector: 'builtin', language: 'en' } as const;
    await db
      .insertInto('crisis_referrals')
      .values([
        { ...referral, source: 'fan', external_message_id: '101', created_at: twoHoursAgo },
        { ...referral, source: 'reply', external_message_id: '102', created_at: twoHoursAgo },
      ])
      .execute();

    await page.reload();
    await page.getByRole('heading', { name: /Command Center/ }).waitFor();
    await page.getByRole('tab', { name: 'Bot Fleet' }).click();
    const closer = card(page, 'Sales Closer');
    expect(await closer.getByText('18+', { exact: true }).count()).toBe(0);
    await closer.getByRole('button', { name: '1 fan referred to crisis support' }).click();

    const dialog = page.getByRole('dialog', { name: 'Crisis support referrals' });
    await dialog.getByText('No message text is kept', { exact: false }).waitFor();
    const row = dialog.getByTestId('flagged-conversation');
    await row.filter({ hasText: 'Robin' }).waitFor();
    expect(await row.textContent()).toContain('2 referrals');
    expect(await row.textContent()).toContain('Flagged 2h ago');
    expect(await dialog.getByRole('link', { name: /How the crisis protocol works/ }).getAttribute('href')).toBe('/safety');
  });

  it('gives the administrator the yearly count for the SB 243 report', async () => {
    const lastYear = new Date().getUTCFullYear() - 1;
    const at = new Date(Date.UTC(lastYear, 5, 15));
    const referral = { channel: 'telegram', detector: 'builtin', language: 'en', created_at: at } as const;
    await world.api.database.db
      .insertInto('crisis_referrals')
      .values([
        { ...referral, source: 'fan', external_message_id: '1' },
        { ...referral, source: 'fan', external_message_id: '2' },
        { ...referral, source: 'fan', external_message_id: '3' },
        { ...referral, source: 'reply', external_message_id: '4' },
        { ...referral, source: 'model', detector: 'model', external_message_id: '5' },
      ])
      .execute();

    const page = await world.openPage();
    const admin = newCreator('Ada Admin');
    await signUpFromLanding(page, admin);
    await world.api.database.db.updateTable('users').set({ is_admin: true }).where('email', '=', admin.email).execute();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await signInFromLanding(page, admin);
    await page.getByRole('heading', { name: 'System Administrator' }).waitFor();

    await page.getByRole('tab', { name: 'Platform Analytics' }).click();
    await page.getByText('For the SB 243 annual report (from 1 July 2027)').waitFor();
    const panel = page.getByTestId('crisis-referrals');
    const year = panel.getByTestId('crisis-referral-year').filter({ hasText: String(lastYear) });
    await year.waitFor();
    expect((await year.locator('td').allTextContents()).map((text) => text.trim())).toEqual(['5', '3', '1', '1']);
    expect(await panel.getByRole('columnheader').allTextContents()).toEqual(['Year', 'Referrals', 'From fan messages', 'From blocked replies', 'Referred by the bot']);
  });
});
