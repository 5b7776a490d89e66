import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VOICE_ID, VOICE_CLONE_CONSENT, VOICE_CLONE_CONSENT_TEXT, VOICE_CLONE_NEEDS_PLAN } from '@fanline/core';
import { wavOfSeconds } from '@fanline/testing';
import { createAxeAudit } from './axe-check';
import { dismissPlanToast, newCreator, signUpFromLanding, waitForToastsToLeave } from './browser-world';
import { useElevenLabsWorld } from './fake-elevenlabs-world';

// Issue #39 from the creator's side: cloning their own voice with consent, using it on a bot, and withdrawing it.

const { world, eleven } = useElevenLabsWorld();
const db = () => world.api.database.db;

/** A WAV recording for the file picker. */
const wav = (name: string, seconds: number) => ({ name, mimeType: 'audio/wav', buffer: wavOfSeconds(seconds) });

/** A creator signed up from the landing page and moved to Nexus with the voice upgrade (billing's test shortcut). */
async function voiceCreator(name = 'Iris Bloom'): Promise<{ page: Page; userId: string }> {
  const page = await world.openPage();
  const creator = newCreator(name);
  await signUpFromLanding(page, creator);
  const { id } = await db()
    .updateTable('users')
    .set({ plan: 'nexus', has_voice_upgrade: true, voice_messages_remaining: 20_000, bots_limit: 999_999, messages_remaining: 50_000 })
    .where('email', '=', creator.email)
    .returning('id')
    .executeTakeFirstOrThrow();
  await page.reload();
  await page.getByRole('heading', { name: /Command Center/ }).waitFor();
  await dismissPlanToast(page);
  return { page, userId: id };
}

async function openProfile(page: Page): Promise<Locator> {
  await waitForToastsToLeave(page);
  await page.getByRole('button', { name: 'Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Profile Settings' });
  await profile.getByRole('heading', { name: 'Your voice' }).waitFor();
  return profile;
}

/** Adds recordings through the "Upload recordings" picker and waits until the browser has measured them. */
async function addRecordings(dialog: Locator, files: ReturnType<typeof wav>[]): Promise<void> {
  await dialog.locator('input[type="file"]').setInputFiles(files);
  for (const file of files) await dialog.getByRole('listitem').filter({ hasText: file.name }).getByText(/\d:\d\d$/).waitFor();
}

/**
 * The chat test's "Hear a sample" on a bot with voice replies (put live in the database, the tests' shortcut
 * for deploying). The fake ElevenLabs' MP3 is a header and filler that no browser decodes: the first answer
 * reaches the page as it is and the creator is told it could not be played; the second is swapped for a real
 * recording, which plays.
 */
async function hearSample(page: Page, botName: string, voiceId: string): Promise<void> {
  await db().updateTable('bots').set({ is_deployed: true, is_active: true }).where('name', '=', botName).execute();
  await page.reload();
  await page.getByRole('heading', { name: /Command Center/ }).waitFor();
  await page.getByRole('tab', { name: 'Bot Fleet' }).click();
  const openChat = async () => {
    await page.getByRole('article', { name: botName }).getByRole('button', { name: 'Test' }).click();
    return page.getByRole('dialog', { name: `Test ${botName}` });
  };

  let chat = await openChat();
  const spoken = eleven().requests.length;
  await chat.getByRole('button', { name: 'Hear a sample' }).click();
  await page.getByText('The sample could not be played. Please try again.').waitFor();
  expect(eleven().requests.slice(spoken).map((request) => request.voiceId)).toEqual([voiceId]);
  await page.keyboard.press('Escape');

  await page.route('**/trpc/bots.voiceSample**', async (route) => {
    const response = await route.fetch();
    const [answer] = (await response.json()) as [{ result: { data: { audio_base64: string } } }];
    answer.result.data.audio_base64 = wavOfSeconds(3).toString('base64');
    await route.fulfill({ response, json: [answer] });
  });
  chat = await openChat();
  await chat.getByRole('button', { name: 'Hear a sample' }).click();
  await chat.getByRole('button', { name: 'Stop sample' }).waitFor();
  const { text } = eleven().requests.at(-1)!;
  await chat.getByText(`“${text}”`).waitFor();
  await page.unroute('**/trpc/bots.voiceSample**');
  await page.keyboard.press('Escape');
}

const cloneButton = (dialog: Locator) => dialog.getByRole('button', { name: /Clone my voice|Cloning your voice/ });
const liveClones = () => eleven().clonedVoices.filter((voice) => !voice.deleted);

describe('cloning the creator’s own voice', () => {
  it('shows the consent word for word, refuses without it and a too-short total with the server’s message, then clones with it', async () => {
    const { page, userId } = await voiceCreator();
    const audit = createAxeAudit();
    const before = eleven().clonedVoices.length;
    const profile = await openProfile(page);
    await profile.getByRole('button', { name: 'Clone your voice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your voice' });
    expect(await dialog.getByLabel('Voice name').inputValue()).toBe("Iris's voice");
    const consentBox = dialog.getByRole('group', { name: 'Your consent' });
    expect(await consentBox.getByRole('listitem').count()).toBe(VOICE_CLONE_CONSENT.length);
    for (const statement of VOICE_CLONE_CONSENT) await consentBox.getByText(statement, { exact: true }).waitFor();
    expect(await cloneButton(dialog).isDisabled()).toBe(true);

    // 12 seconds, consented: the browser warns, the server refuses with its own measurement.
    await addRecordings(dialog, [wav('short.wav', 12)]);
    await dialog.getByText('Add 18 s more: a clone needs at least 30 seconds.').waitFor();
    expect(await cloneButton(dialog).isDisabled()).toBe(true);
    await dialog.getByText('Tick “I confirm all three” to continue.').waitFor();
    const consent = dialog.getByRole('checkbox', { name: 'I confirm all three' });
    await consent.click();
    await cloneButton(dialog).click();
    await dialog.getByRole('alert').filter({ hasText: 'Your recordings last 12 s in all. Add at least 30 seconds of your voice.' }).waitFor();
    expect(eleven().clonedVoices).toHaveLength(before);
    await audit.check(page, 'your voice: a refused clone');

    // Without the tick there is no way to send.
    await consent.click();
    expect(await cloneButton(dialog).isDisabled()).toBe(true);

    await addRecordings(dialog, [wav('story.wav', 25)]);
    await dialog.getByText(/Enough to clone/).waitFor();
    // By keyboard: Space ticks the box, Tab reaches the button, Enter sends.
    await consent.focus();
    await page.keyboard.press('Space');
    eleven().addDelayMs = 800;
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Clone my voice');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Cloning your voice…' }).waitFor();
    await page.getByText('Your voice “Iris\'s voice” is ready').waitFor();
    eleven().addDelayMs = 0;
    await dialog.getByText(/^Cloned on /).waitFor();
    expect(await dialog.getByRole('button', { name: 'Withdraw my voice' }).isVisible()).toBe(true);
    await audit.check(page, 'your voice: cloned');
    audit.assertClean();

    const made = liveClones().find((voice) => voice.name === "Iris's voice");
    expect(made).toMatchObject({ name: "Iris's voice", samples: [{ fileName: 'short.wav', type: 'audio/wav' }, { fileName: 'story.wav', type: 'audio/wav' }] });
    const row = await db().selectFrom('voice_clones').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'ready', elevenlabs_voice_id: made!.voiceId, consent_text: VOICE_CLONE_CONSENT_TEXT, sample_count: 2 });
    expect(row.consent_user_agent).toBe(await page.evaluate(() => navigator.userAgent));
  });

  it('clones from beside the bot form’s voice picker, lists the voice first, saves it on a bot that speaks a sample in it, and withdrawing moves the bot to the default voice', async () => {
    const { page, userId } = await voiceCreator('Mia Stone');
    await page.getByRole('button', { name: 'Deploy', exact: true }).first().click();
    const form = page.getByRole('dialog', { name: 'Neural Bot Creation' });
    await form.getByLabel('Name', { exact: true }).fill('Mia Voice');
    await form.getByRole('textbox', { name: 'Description' }).fill('Voice notes from Mia');
    await form.getByRole('textbox', { name: 'Personality' }).fill('You are Mia: warm and playful.');

    await form.getByRole('button', { name: 'Use your own voice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your voice' });
    await addRecordings(dialog, [wav('hello.wav', 35)]);
    await dialog.getByRole('checkbox', { name: 'I confirm all three' }).click();
    await cloneButton(dialog).click();
    await dialog.waitFor({ state: 'detached' });
    const voiceId = liveClones().find((voice) => voice.name === "Mia's voice")!.voiceId;

    // Picked and replies on; focus is on the picker, which lists it first with its mark.
    const picker = form.getByRole('combobox', { name: 'Voice', exact: true });
    await expect.poll(() => picker.textContent()).toBe('Your voice');
    expect(await form.getByRole('switch', { name: 'Voice Replies' }).getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => picker.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await form.getByRole('button', { name: 'Use your own voice' }).count()).toBe(0);
    await picker.click();
    const first = page.getByRole('option').first();
    expect(await first.textContent()).toBe('Your voiceCloned');
    await first.click();

    await form.getByRole('button', { name: 'Deploy Bot' }).click();
    await page.getByText('Neural core deployed successfully!').waitFor();
    const bot = () => db().selectFrom('bots').select(['voice_id', 'voice_withdrawn_at']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(await bot()).toMatchObject({ voice_id: voiceId, voice_withdrawn_at: null });

    await hearSample(page, 'Mia Voice', voiceId);

    const profile = await openProfile(page);
    await profile.getByRole('button', { name: 'Withdraw my voice' }).click();
    const confirm = page.getByRole('dialog', { name: 'Withdraw your voice?' });
    await confirm.getByText('Bots that speak in it move to the default voice right away.').waitFor();
    await confirm.getByRole('button', { name: 'Withdraw my voice' }).click();
    await page.getByText('Your voice was withdrawn. 1 bot now speaks in the default voice.').waitFor();
    await profile.getByRole('button', { name: 'Clone your voice' }).waitFor();
    expect(eleven().clonedVoices.find((voice) => voice.voiceId === voiceId)?.deleted).toBe(true);
    expect(await bot()).toMatchObject({ voice_id: DEFAULT_VOICE_ID, voice_withdrawn_at: expect.any(Date) });

    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Bot Fleet' }).click();
    const card = page.getByRole('article', { name: 'Mia Voice' });
    await card.getByText('Your voice was withdrawn · speaking in the default voice').waitFor();
  });

  it('records a take from the microphone as WAV and sends it with a file, after saying plainly when the microphone is refused', async () => {
    const { page } = await voiceCreator('Nova Reed');
    const profile = await openProfile(page);
    await profile.getByRole('button', { name: 'Clone your voice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your voice' });

    // Refused once (as a creator who says no to the browser's prompt), then allowed.
    await page.evaluate(() => {
      const devices = navigator.mediaDevices;
      const allow = devices.getUserMedia.bind(devices);
      devices.getUserMedia = () => {
        devices.getUserMedia = allow;
        return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      };
    });
    const record = dialog.getByRole('button', { name: /Record in your browser/ });
    await record.click();
    await dialog.getByRole('alert').filter({ hasText: 'Fanline may not use your microphone. Allow it in your browser’s site settings' }).waitFor();
    await record.click();
    const stop = dialog.getByRole('button', { name: 'Stop recording' });
    await stop.waitFor();
    await page.waitForTimeout(2_200);
    await stop.click();
    await dialog.getByRole('button', { name: 'Listen to the new recording' }).click();
    await dialog.getByRole('button', { name: 'Stop listening' }).waitFor();
    await dialog.getByRole('button', { name: 'Add to recordings' }).click();
    const take = dialog.getByRole('listitem').filter({ hasText: 'Recording 1.wav' });
    expect(await take.textContent()).toMatch(/KB · 0:0[2-3]/);

    await addRecordings(dialog, [wav('story.wav', 30)]);
    await dialog.getByRole('checkbox', { name: 'I confirm all three' }).click();
    await cloneButton(dialog).click();
    await dialog.getByText(/^Cloned on /).waitFor();
    const made = liveClones().find((voice) => voice.name === "Nova's voice");
    expect(made?.samples.map((sample) => [sample.fileName, sample.type])).toEqual([
      ['Recording 1.wav', 'audio/wav'],
      ['story.wav', 'audio/wav'],
    ]);
    // 16 kHz mono 16-bit: about 32 KB a second, after the 44-byte header.
    expect(made!.samples[0]!.bytes).toBeGreaterThan(60_000);
  });

  it('tells a creator without the voice upgrade what cloning needs, and where the plans are', async () => {
    const page = await world.openPage();
    await signUpFromLanding(page, newCreator('Free Fern'));
    const profile = await openProfile(page);
    await profile.getByText(`${VOICE_CLONE_NEEDS_PLAN}.`).waitFor();
    expect(await profile.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    expect(await profile.getByRole('button', { name: 'Clone your voice' }).count()).toBe(0);
  });
});
