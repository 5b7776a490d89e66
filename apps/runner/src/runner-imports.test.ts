import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Every module a process loads with the services, as Node resolved them: the runner's imports from
 * the packages all come through the services, and what they load stays in its memory for life.
 */
function modulesLoadedWithServices(): string[] {
  const script = `
    import { registerHooks } from 'node:module';
    const loaded = new Set();
    registerHooks({ resolve(specifier, context, next) { const found = next(specifier, context); loaded.add(found.url); return found; } });
    await import('@fanline/services');
    process.stdout.write(JSON.stringify([...loaded]));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], { cwd: REPO_ROOT, encoding: 'utf8' });
  return JSON.parse(output) as string[];
}

describe("the runner's imports", () => {
  // 1,000 idle bots took 728 MiB against a 512 MiB target (2026-12-02) while both were loaded with the services; 497 MiB without.
  it('load neither the crisis screen’s labelled sets nor the ElevenLabs SDK until they are used', () => {
    const loaded = modulesLoadedWithServices();
    expect(loaded.some((url) => url.endsWith('/packages/core/src/safety/crisis-screen.ts'))).toBe(true);
    expect(loaded.filter((url) => /\/safety\/(labelled|held-out)\/|crisis-(training|labelled|held-out)-set/.test(url))).toEqual([]);
    expect(loaded.filter((url) => url.includes('/node_modules/@elevenlabs/'))).toEqual([]);
  });
});
