import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY, VOICE_CLONE_CONSENT } from '@fanline/core';
import { wavOfSeconds } from '@fanline/testing';
import { createAxeAudit } from './axe-check';
import { newCreator, type Creator } from './browser-world';
import { useElevenLabsWorld } from './fake-elevenlabs-world';

// Issue #39 in the console: a creator's cloned voice on their row, its consent record, an admin withdrawing it, and the voice slots.

/** The browser the creator agreed from, as the consent record must show it. */
const CONSENT_BROWSER = 'Mozilla/5.0 (Fanline consent test) Chrome/140';

const { world, eleven: fakeElevenLabs } = useElevenLabsWorld();
const db = () => world.api.database.db;

/** Signs up over HTTP, then (the tests' shortcut for billing and roles) writes `set` to the user's row. */
async function register(person: Creator, set: { plan?: 'nexus'; has_voice_upgrade?: boolean; is_admin?: boolean }) {
  const res = await world.api.http.post('/api/auth/register', { name: person.name, email: person.email, password: person.password });
  expect(res.status).toBe(201);
  const { token, user } = res.body as { token: string; user: { id: string } };
  await db().updateTable('users').set(set).where('id', '=', user.id).execute();
  return { id: user.id, token };
}

/** POST /api/voice-clone as the web app sends it: multipart, with consent and two recordings (35 s in all). */
async function cloneVoice(token: string, name: string): Promise<string> {
  const form = new FormData();
  form.set('name', name);
  form.set('consent', 'true');
  for (const [file, seconds] of [['intro.wav', 20], ['story.wav', 15]] as const) {
    form.append('files[]', new Blob([new Uint8Array(wavOfSeconds(seconds))], { type: 'audio/wav' }), file);
  }
  const res = await fetch(`${world.api.url}/api/voice-clone`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'user-agent': CONSENT_BROWSER }, body: form });
  const body = (await res.json()) as { voice: { id: string } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.voice.id;
}

/**
 * An admin in the console, signed in by token (signing in through the landing is admin.test.ts's
 * business; here it would race the prerendered landing's takeover).
 */
async function openConsoleAsAdmin(): Promise<Page> {
  const { token } = await register(newCreator('Ada Admin'), { is_admin: true });
  const page = await world.openPage('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
  await page.goto(`${world.api.url}/?view=admin`);
  await page.getByRole('heading', { name: 'System Administrator' }).waitFor();
  await page.getByRole('tab', { name: 'User Management' }).click();
  return page;
}

async function findUser(page: Page, email: string) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect.poll(() => page.getByTestId('admin-user-row').count()).toBe(1);
  return page.getByTestId('admin-user-row').filter({ hasText: email });
}

describe('a creator’s cloned voice in the administrator console', () => {
  it('shows the voice and its consent record on the creator’s row, withdraws it (audit-logged) and counts the slots', async () => {
    const creator = newCreator('Mia Sol');
    const { id, token } = await register(creator, { plan: 'nexus', has_voice_upgrade: true });
    const voiceId = await cloneVoice(token, 'Mia');
    // Every slot of the account taken: the console warns.
    fakeElevenLabs().voiceLimit = fakeElevenLabs().clonedVoices.filter((voice) => !voice.deleted).length;

    const page = await openConsoleAsAdmin();
    const slots = page.getByTestId('voice-slots');
    await expect.poll(() => slots.textContent()).toBe(`Voice slots: ${fakeElevenLabs().voiceLimit} / ${fakeElevenLabs().voiceLimit} used. Full: new clones are refused.`);

    const row = await findUser(page, creator.email);
    await row.getByText('Cloned voice', { exact: true }).waitFor();
    await row.getByText('Voice', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Voice clone record for ${creator.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Voice clone record' });
    const record = dialog.getByTestId('voice-clone-record');
    await record.getByRole('heading', { name: 'Mia', exact: true }).waitFor();
    await record.getByText('In use', { exact: true }).waitFor();
    await record.getByText(`ElevenLabs voice ${voiceId}`).waitFor();
    await record.getByText('2 recordings, 35 s').waitFor();
    for (const statement of VOICE_CLONE_CONSENT) await record.getByText(statement, { exact: true }).waitFor();
    await record.getByText('127.0.0.1', { exact: true }).waitFor();
    await record.getByText(CONSENT_BROWSER, { exact: true }).waitFor();
    const audit = createAxeAudit();
    await audit.check(page, 'admin: voice clone record');
    audit.assertClean();

    // Withdrawn from the keyboard: the confirm starts on Cancel, Tab reaches the destructive choice.
    await record.getByRole('button', { name: 'Withdraw voice' }).click();
    const confirm = page.getByRole('dialog', { name: 'Withdraw this voice?' });
    await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('The cloned voice was withdrawn.').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await record.getByText('In use', { exact: true }).waitFor({ state: 'detached' });
    await record.getByText(/by an admin$/).waitFor();
    expect(await record.getByRole('button', { name: 'Withdraw voice' }).count()).toBe(0);
    // The consent record stays after the voice has gone.
    await record.getByText(CONSENT_BROWSER, { exact: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Cloned voices, newest first');

    expect(fakeElevenLabs().clonedVoices.find((voice) => voice.voiceId === voiceId)?.deleted).toBe(true);
    const logged = await db().selectFrom('audit_log').select(['action', 'subject_email']).where('subject_user_id', '=', id).execute();
    expect(logged).toEqual([{ action: 'voice_clone.withdraw', subject_email: creator.email }]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Cloned voice', { exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => slots.textContent()).toBe(`Voice slots: 0 / ${fakeElevenLabs().voiceLimit} used`);

    await row.getByRole('button', { name: `View audit trail for ${creator.name}` }).click();
    await page.getByTestId('audit-entry').filter({ hasText: 'Withdrew cloned voice' }).getByText(creator.email).waitFor();
  });

  it('says so when a user never cloned a voice', async () => {
    const creator = newCreator('Noor Quiet');
    await register(creator, { plan: 'nexus', has_voice_upgrade: true });
    const page = await openConsoleAsAdmin();
    const row = await findUser(page, creator.email);
    expect(await row.getByText('Cloned voice', { exact: true }).count()).toBe(0);
    await row.getByRole('button', { name: `Voice clone record for ${creator.name}` }).click();
    await page.getByRole('dialog', { name: 'Voice clone record' }).getByText(`${creator.name} has never cloned their voice.`).waitFor();
  });
});
