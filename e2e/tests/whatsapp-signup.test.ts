import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApiOptions } from '@fanline/api-server/test-harness';
import { startFakeWhatsApp, type FakeWhatsApp, type FakeWhatsAppNumber } from '@fanline/testing';
import { signUpOnPlan, useBrowserWorld, type BrowserWorld } from './browser-world';
import { answerLogin, facebookCalls, fakeFacebook, type FacebookDialogScenario } from './fake-facebook-sdk';

// The dialog's words, as the creator reads them.
const PIN_LABEL = 'Two-step verification PIN';
const CONTINUE = 'Continue with Facebook';
const CLOSED_EARLY = 'Signup was closed before it finished. You can start again.';
const CONFIG_ID = '918273645501';

let whatsapp: FakeWhatsApp;
let config: NonNullable<TestApiOptions['whatsapp']>;

beforeAll(async () => {
  whatsapp = await startFakeWhatsApp();
  config = {
    appSecret: whatsapp.app.secret,
    verifyToken: 'fanline-e2e-verify',
    graphUrl: whatsapp.graphUrl,
    graphVersion: 'v23.0',
    embeddedSignup: { appId: whatsapp.app.id, configId: CONFIG_ID },
  };
});
afterAll(async () => {
  await whatsapp?.close();
});

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? null);

/** The pop-up finishing the signup for `number` with a fresh code, as Meta's does. */
const finishing = (number: FakeWhatsAppNumber): FacebookDialogScenario => ({
  finish: { code: whatsapp.signupCode(number), wabaId: number.wabaId, phoneNumberId: number.phoneNumberId },
});

/** From the dashboard: a new bot on WhatsApp, and its Connect WhatsApp dialog. */
async function openConnectDialog(page: Page) {
  await page.getByRole('button', { name: 'Deploy', exact: true }).first().click();
  const create = page.getByRole('dialog', { name: 'Neural Bot Creation' });
  await create.getByRole('combobox', { name: 'Channel' }).click();
  await page.getByRole('option', { name: 'WhatsApp' }).click();
  // The panel names the way the server offers.
  await create.getByText('Sign in with Facebook to pick or add your WhatsApp Business number').waitFor();
  await create.getByRole('button', { name: 'Connect WhatsApp', exact: true }).click();
  return { create, dialog: page.getByRole('dialog', { name: 'Connect WhatsApp' }) };
}

async function storedNumbers(world: BrowserWorld, email: string) {
  const db = world.api.database.db;
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return db.selectFrom('whatsapp_numbers').select(['phone_number_id', 'display_phone_number', 'verified_name', 'token_error']).where('user_id', '=', user.id).execute();
}

describe("connecting WhatsApp through Meta's Embedded Signup", () => {
  const world = useBrowserWorld({ api: () => ({ whatsapp: config }) });
  const signUp = () => signUpOnPlan(world, 'flow', 'Luna Creates');

  it('opens on Facebook sign-in, refuses a short PIN before any pop-up, and connects the number the pop-up finished', async () => {
    const { page, creator } = await signUp();
    const number = whatsapp.addNumber({ registered: false, verifiedName: 'Luna Creates Studio', displayPhoneNumber: '+1 555-010-7788' });
    const dialogs = await fakeFacebook(page.context(), () => finishing(number));

    const { create, dialog } = await openConnectDialog(page);
    const pin = dialog.getByLabel(PIN_LABEL);
    await dialog.getByText('Choose a 6-digit PIN for your number. If it already has two-step verification, enter that PIN.').waitFor();
    expect(await pin.getAttribute('inputmode')).toBe('numeric');
    expect(await pin.getAttribute('autocomplete')).toBe('off');
    await expect.poll(() => focusedName(page)).toBe('pin');
    // Meta's SDK loads with the dialog and is initialised for the server's app.
    await dialog.getByRole('button', { name: CONTINUE }).waitFor();
    expect(await facebookCalls(page)).toEqual({ inits: [{ appId: whatsapp.app.id, autoLogAppEvents: true, xfbml: false, version: 'v23.0' }], logins: [] });

    // The paste form is one click away, and so is the way back; the SDK is not loaded twice.
    await dialog.getByRole('button', { name: 'Paste IDs and token instead' }).click();
    await dialog.getByLabel('Permanent access token').waitFor();
    await expect.poll(() => focusedName(page)).toBe('waba_id');
    await dialog.getByRole('button', { name: 'Use Facebook sign-in' }).click();
    await expect.poll(() => focusedName(page)).toBe('pin');
    expect(await page.locator('script[src^="https://connect.facebook.net/"]').count()).toBe(1);

    // Five digits: refused under the field before any pop-up opens.
    await page.keyboard.type('12345');
    await page.keyboard.press('Enter');
    await dialog.getByText('PIN must be 6 digits').waitFor();
    expect(await pin.getAttribute('aria-invalid')).toBe('true');
    expect((await facebookCalls(page)).logins).toEqual([]);
    expect(page.context().pages()).toHaveLength(1);

    // Six digits: the pop-up finishes, and the number is registered with the PIN and connected.
    await pin.fill('246810');
    await dialog.getByRole('button', { name: CONTINUE }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await facebookCalls(page)).logins).toEqual([
      { config_id: CONFIG_ID, response_type: 'code', override_default_response_type: true, extras: { setup: {}, featureType: '', sessionInfoVersion: '3' } },
    ]);
    expect(dialogs.map((url) => [url.pathname, url.searchParams.get('config_id')])).toEqual([['/v23.0/dialog/oauth', CONFIG_ID]]);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'WhatsApp connected: Luna Creates Studio' });
    await toast.getByText('+1 555-010-7788').waitFor();
    await create.getByText('Luna Creates Studio', { exact: true }).waitFor();
    await create.getByText('+1 555-010-7788', { exact: true }).waitFor();
    await create.getByText('Connected', { exact: true }).waitFor();
    await expect.poll(() => focusedName(page)).toBe('Disconnect');
    expect(await storedNumbers(world, creator.email)).toEqual([
      { phone_number_id: number.phoneNumberId, display_phone_number: '+1 555-010-7788', verified_name: 'Luna Creates Studio', token_error: null },
    ]);
    expect(number.registered).toBe(true);
    expect(number.pin).toBe('246810');
    expect(whatsapp.subscriptions(number.wabaId)).toHaveLength(1);
  });

  it('takes a closed pop-up calmly, and ignores a FINISH forged outside facebook.com', async () => {
    const { page, creator } = await signUp();
    const number = whatsapp.addNumber({ registered: false });
    let scenario: FacebookDialogScenario = { cancel: { step: 'PHONE_NUMBER_SETUP' } };
    await fakeFacebook(page.context(), () => scenario);
    const { dialog } = await openConnectDialog(page);
    await dialog.getByLabel(PIN_LABEL).fill('246810');

    // Closed at the number step: a quiet note, no error toast, nothing stored.
    await dialog.getByRole('button', { name: CONTINUE }).click();
    await dialog.getByRole('status').filter({ hasText: CLOSED_EARLY }).waitFor();
    await dialog.getByRole('button', { name: CONTINUE }).waitFor();
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    expect(await storedNumbers(world, creator.email)).toEqual([]);

    // Another window claims the signup finished; only the real pop-up's code arrives, so nothing is connected.
    scenario = 'hold';
    const exchanges = whatsapp.calls('/oauth/access_token').length;
    const popupOpened = page.context().waitForEvent('page');
    await dialog.getByRole('button', { name: CONTINUE }).click();
    const popup = await popupOpened;
    await dialog.getByRole('button', { name: 'Waiting for Facebook…' }).waitFor();
    await page.evaluate((data) => window.postMessage(JSON.stringify({ type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH', data }), '*'), {
      phone_number_id: number.phoneNumberId,
      waba_id: number.wabaId,
    });
    await popup.waitForURL(/^https:\/\/www\.facebook\.com\//);
    await answerLogin(popup, whatsapp.signupCode(number));
    await dialog.getByText('Facebook did not say which number you picked. Please start again.').waitFor();
    expect(await dialog.getByText(CLOSED_EARLY).count()).toBe(0);
    expect(whatsapp.calls('/oauth/access_token')).toHaveLength(exchanges);
    expect(await storedNumbers(world, creator.email)).toEqual([]);
    expect(number.registered).toBe(false);
  });

  it("names the PIN when the number has another, and starts again after Meta refuses the pop-up's code", async () => {
    const { page, creator } = await signUp();
    const number = whatsapp.addNumber({ registered: false, pin: '111222', verifiedName: 'Nova Nights' });
    let expireCode = false;
    await fakeFacebook(page.context(), () => {
      const scenario = finishing(number);
      // Past Meta's 30 seconds before the page can hand the code over.
      if (expireCode) whatsapp.advanceTime(31_000);
      return scenario;
    });
    const { dialog } = await openConnectDialog(page);
    const pin = dialog.getByLabel(PIN_LABEL);

    await pin.fill('246810');
    await dialog.getByRole('button', { name: CONTINUE }).click();
    await dialog.getByText("This PIN does not match your number's two-step verification PIN. Enter the PIN you set in WhatsApp Manager.").waitFor();
    expect(await pin.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => focusedName(page)).toBe('pin');
    expect(await storedNumbers(world, creator.email)).toEqual([]);
    expect(number.registered).toBe(false);

    expireCode = true;
    await pin.fill('111222');
    await dialog.getByRole('button', { name: CONTINUE }).click();
    const refused = dialog.getByRole('alert').filter({ hasText: /^Facebook's sign-in could not be completed \(.+\)\. Please start again\.$/ });
    await refused.waitFor();
    expect(await storedNumbers(world, creator.email)).toEqual([]);

    expireCode = false;
    await dialog.getByRole('button', { name: 'Start again' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('[data-sonner-toast]').filter({ hasText: 'WhatsApp connected: Nova Nights' }).waitFor();
    expect(await storedNumbers(world, creator.email)).toMatchObject([{ phone_number_id: number.phoneNumberId, verified_name: 'Nova Nights' }]);
    expect(number.registered).toBe(true);
    expect(number.pin).toBe('111222');
  });

  it("turns to the paste form, saying why, when Meta's SDK cannot load", async () => {
    const { page } = await signUp();
    // As an ad blocker does: the script request fails.
    await page.context().route('https://connect.facebook.net/**', (route) => route.abort('blockedbyclient'));
    const { dialog } = await openConnectDialog(page);
    await dialog.getByRole('alert').filter({ hasText: "Facebook's sign-in could not load in this browser" }).waitFor();
    await dialog.getByLabel('WhatsApp Business Account ID').waitFor();
    await expect.poll(() => focusedName(page)).toBe('waba_id');
    expect(await dialog.getByLabel(PIN_LABEL).count()).toBe(0);
  });
});
