import { describe, expect, it } from 'vitest';
import { useBrowserWorld } from './browser-world';

const world = useBrowserWorld();
const openPage = (url: string) => world.openPage(url, { width: 1280, height: 800 });

describe('the published safety protocol', () => {
  it('is reached from the landing footer by keyboard and lists the crisis resources and the AI disclosure', async () => {
    const p = await openPage('/');
    const footerLink = p.getByRole('contentinfo').getByRole('link', { name: 'Safety Protocol' });
    await footerLink.focus();
    await p.keyboard.press('Enter');

    await p.getByRole('heading', { level: 1, name: 'Safety Protocol' }).waitFor();
    expect(new URL(p.url()).pathname).toBe('/safety');
    // Reached without a reload, the tab still names the page and the description follows it.
    expect(await p.title()).toBe('Safety Protocol — Fanline');
    expect(await p.locator('meta[name="description"]').getAttribute('content')).toMatch(/^How every Fanline bot tells fans/);

    const danger = p.getByRole('complementary', { name: 'If you are in danger now' });
    expect(await danger.getByRole('link', { name: 'call 988' }).getAttribute('href')).toBe('tel:988');
    expect(await danger.getByRole('link', { name: 'text 988' }).getAttribute('href')).toBe('sms:988');
    expect(await danger.getByRole('link', { name: 'findahelpline.com' }).getAttribute('href')).toBe('https://findahelpline.com');

    const referrals = p.getByRole('region', { name: /Crisis referrals/ });
    expect(await referrals.textContent()).toContain('988 Suicide & Crisis Lifeline: call or text 988');
    expect(await referrals.getByRole('link', { name: 'findahelpline.com' }).isVisible()).toBe(true);

    const disclosure = p.getByRole('region', { name: /AI disclosure/ });
    expect(await disclosure.isVisible()).toBe(true);
    expect(await disclosure.textContent()).toContain('Every Fanline bot is an AI chatbot made by a creator. It is never a person');
    expect(await disclosure.textContent()).toContain('never to claim to be human');
  });

  it('is what the FAQ answer about AI points to', async () => {
    const p = await openPage('/');
    const question = "Do fans know they're talking to an AI?";
    await p.locator('#faq').getByRole('button', { name: question }).click();
    const answer = p.getByRole('region', { name: question });
    await answer.waitFor();
    expect(await answer.textContent()).toContain('they are chatting with an AI version of the creator');
    expect(await answer.getByRole('link', { name: 'Read our Safety Protocol' }).getAttribute('href')).toBe('/safety');

    await answer.getByRole('link', { name: 'Read our Safety Protocol' }).click();
    await p.getByRole('heading', { level: 1, name: 'Safety Protocol' }).waitFor();
  });

  it('is linked from the terms section on AI chatbots', async () => {
    const p = await openPage('/terms');
    const section = p.getByRole('region', { name: /AI chatbots and fan safety/ });
    expect(await section.textContent()).toContain('You may not present your bot as a human');
    expect(await section.getByRole('link', { name: 'Safety Protocol' }).getAttribute('href')).toBe('/safety');
  });
});
