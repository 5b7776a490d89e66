import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

// Without the networking flags Chromium keeps trying to reach Google's hosts,
// which are closed on these machines.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A microphone that plays a test tone, granted without a prompt: the voice clone's recorder can be tested.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
  if (!found) throw new Error('Chromium not found: install Debian chromium or set CHROMIUM_PATH (npm test installs it)');
  return found;
}

/**
 * Debian's Chromium, headless. Playwright gives it a fresh temporary profile
 * (--user-data-dir); each `browser.newContext()` is then an isolated session.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}
