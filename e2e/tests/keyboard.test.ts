import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram } from '@fanline/testing';
import { newCreator, useBrowserWorld } from './browser-world';

/**
 * Issue #24 point 5: sign-up, bot creation and deploy by keyboard alone. The
 * test never clicks nor fills: it moves with Tab, Shift+Tab and the arrow
 * keys, types with the keyboard and presses Enter or Space, and every element
 * that takes focus on the way must show a focus indicator the unfocused
 * element does not have.
 */
let telegram: FakeTelegram;

beforeAll(async () => {
  telegram = await startFakeTelegram();
});
afterAll(async () => {
  await telegram?.close();
});

const world = useBrowserWorld({ api: () => ({ telegramApiRoot: telegram.url }) });

interface FocusReport {
  element: string;
  focusVisible: boolean;
  /** Which computed properties differ from the same element unfocused, e.g. "outline 2px solid rgb(…)". */
  indicator: string[];
}

/**
 * Describes the focused element and how it looks different from itself
 * unfocused: a shallow copy of it (same classes and attributes, so the same
 * rules apply, but not focused) is put beside it for a moment and the two
 * computed styles compared, once the focus style's transition has ended
 * (they are short: the test asks for reduced motion).
 */
function readFocus(page: Page): Promise<FocusReport> {
  return page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { element: 'nothing (body)', focusVisible: false, indicator: [] };
    // A focus ring that transitions in starts on the next frame; wait for it to finish.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const label = (element as HTMLInputElement).labels?.[0]?.textContent?.trim();
    const role = element.getAttribute('role');
    const describe = `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${label ?? name}"`;

    const look = (node: Element) => {
      const s = getComputedStyle(node);
      const transparent = (color: string) => /^rgba\(.*,\s*0\)$/.test(color) || color === 'transparent';
      return {
        outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1 && !transparent(s.outlineColor) ? `outline ${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor}` : 'none',
        shadow: s.boxShadow,
        border: `${s.borderTopWidth} ${s.borderTopColor}`,
      };
    };
    const twin = element.cloneNode(false) as HTMLElement;
    twin.removeAttribute('id');
    twin.setAttribute('aria-hidden', 'true');
    element.after(twin);
    const unfocused = look(twin);
    twin.remove();
    const focused = look(element);
    const indicator = (Object.keys(focused) as (keyof typeof focused)[])
      .filter((key) => focused[key] !== unfocused[key] && focused[key] !== 'none')
      .map((key) => `${key}: ${focused[key]}`);
    return { element: describe, focusVisible: element.matches(':focus-visible'), indicator };
  });
}

/**
 * Fails unless the focused element matches :focus-visible and draws something
 * it does not draw unfocused. Checked until it holds, for up to 2 s: a tab
 * that mounts its panel on focus can leave Chromium's :focus-visible off for
 * a frame or two before it settles.
 */
async function expectVisibleFocus(page: Page): Promise<void> {
  let focus: FocusReport | undefined;
  await expect
    .poll(
      async () => {
        focus = await readFocus(page);
        return focus.focusVisible && focus.indicator.length > 0;
      },
      { timeout: 2_000, interval: 100, message: 'a visible focus indicator' },
    )
    .toBe(true)
    .catch(() => {
      throw new Error(`No visible focus indicator on ${focus?.element}: ${JSON.stringify(focus)}`);
    });
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus indicator of every stop on the way. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}): Promise<void> {
  await target.waitFor();
  const visited: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await isFocused(target)) return;
    visited.push((await readFocus(page)).element);
  }
  throw new Error(`Tab never reached the target after ${max} presses; focus went through:\n${visited.join('\n')}`);
}

/** Tabs to a text field and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  expect(await field.inputValue()).toBe(text);
}

describe('keyboard only', () => {
  it('signs up, creates a bot and deploys it to Telegram, with visible focus at every step', async () => {
    const page = await world.openPage('/', { width: 1280, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const creator = newCreator('Kit Keys');
    const tgBot = telegram.addBot({ username: 'kit_keys_bot' });

    // Sign up: Get Started in the header, then the dialog's fields in order.
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Get Started' }));
    await page.keyboard.press('Enter');
    const signUp = page.getByRole('dialog', { name: 'Join Fanline' });
    await signUp.waitFor();
    // Radix moves focus into the dialog, and it must show.
    await expect.poll(() => signUp.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expectVisibleFocus(page);
    await typeInto(page, signUp.getByLabel('Name'), creator.name);
    await typeInto(page, signUp.getByLabel('Email'), creator.email);
    await typeInto(page, signUp.getByLabel('Password'), creator.password);
    await tabTo(page, signUp.getByRole('button', { name: 'Create Account' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /Command Center/ }).waitFor();
    const user = await world.api.database.db.selectFrom('users').select(['id', 'name']).where('email', '=', creator.email).executeTakeFirstOrThrow();
    expect(user.name).toBe(creator.name);

    // The dashboard's sections are tabs: Tab enters the list, the arrow keys move along it.
    await tabTo(page, page.getByRole('tab', { name: 'Command Center' }));
    const fleetTab = page.getByRole('tab', { name: 'Bot Fleet' });
    for (let i = 0; i < 4 && !(await isFocused(fleetTab)); i += 1) {
      await page.keyboard.press('ArrowRight');
      await expectVisibleFocus(page);
    }
    expect(await fleetTab.getAttribute('aria-selected')).toBe('true');
    await page.getByText('No bots yet').waitFor();

    // Create a bot: back up with Shift+Tab to Deploy in the header, which opens the form.
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Deploy', exact: true }), { backwards: true });
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Neural Bot Creation' });
    await form.waitFor();
    await expect.poll(() => form.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expectVisibleFocus(page);
    await typeInto(page, form.getByLabel('Name', { exact: true }), 'Kit');
    await typeInto(page, form.getByRole('textbox', { name: 'Description' }), 'Answers fans at night');
    await typeInto(page, form.getByRole('textbox', { name: 'Personality' }), 'You are Kit: warm, brief and a little cheeky.');
    await typeInto(page, form.getByLabel('Telegram Bot Token'), tgBot.token);
    await tabTo(page, form.getByRole('button', { name: 'Deploy Bot' }));
    await page.keyboard.press('Enter');
    await page.getByText('Neural core deployed successfully!').waitFor();
    await form.waitFor({ state: 'detached' });
    const saved = await world.api.database.db.selectFrom('bots').select(['id', 'is_deployed']).where('user_id', '=', user.id).where('name', '=', 'Kit').executeTakeFirstOrThrow();
    expect(saved.is_deployed).toBe(false);

    // Deploy: the new bot's card in Bot Fleet, reached with Tab from where the dialog left focus.
    const card = page.locator('[data-bot-card]').filter({ hasText: 'Kit' });
    await card.getByText('Needs attention').waitFor();
    await tabTo(page, card.getByRole('button', { name: 'Deploy', exact: true }));
    await page.keyboard.press('Space');
    await page.getByText('Bot deployed to Telegram and activated!').waitFor();
    await card.getByText('Online', { exact: true }).waitFor();
    const deployed = await world.api.database.db.selectFrom('bots').select(['is_deployed', 'is_active']).where('id', '=', saved.id).executeTakeFirstOrThrow();
    expect(deployed).toEqual({ is_deployed: true, is_active: true });
    expect(telegram.calls(tgBot.token, 'getMe').length).toBeGreaterThan(0);
    // Deploy is busy, not disabled, while it works, so focus stays on the button, which is now Stop.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Stop');
    await expectVisibleFocus(page);
  });
});
