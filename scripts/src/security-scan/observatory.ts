import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../paths';

/** Pinned: the grade depends on the scanner's algorithm, which changes between releases. */
export const OBSERVATORY = '@mdn/mdn-http-observatory@1.4.8';
const CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'mdn-http-observatory-1.4.8');
const PACKAGE_DIR = path.join(CACHE_DIR, 'node_modules', '@mdn', 'mdn-http-observatory');
const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'observatory-child.mjs');

export interface ObservatoryTest {
  name: string;
  pass: boolean;
  result: string;
  modifier: number;
  description: string;
}

export interface ObservatoryResult {
  grade: string;
  score: number;
  status: number;
  tests: ObservatoryTest[];
}

/**
 * The scanner is installed on first use into node_modules/.cache rather than
 * being a dependency of the repo: it brings 233 packages for one script.
 * Its install step downloads Chromium's HSTS preload list and Mozilla's CA
 * bundle from the internet, so it is installed without scripts, and the
 * preload list is written empty (no local host name is preloaded, which is
 * what the list would say of one). Returns why not when it cannot be had.
 */
export function installObservatory(): { packageDir: string } | { unavailable: string } {
  if (!existsSync(path.join(PACKAGE_DIR, 'package.json'))) {
    mkdirSync(CACHE_DIR, { recursive: true });
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const install = spawnSync(npm, ['install', '--prefix', CACHE_DIR, '--ignore-scripts', '--no-audit', '--no-fund', '--no-package-lock', OBSERVATORY], { encoding: 'utf8' });
    if (install.status !== 0) return { unavailable: `npm install ${OBSERVATORY} failed: ${(install.stderr || install.error?.message || '').trim().split('\n').at(-1)}` };
  }
  const preloadList = path.join(PACKAGE_DIR, 'conf', 'hsts-preload.json');
  if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');
  return { packageDir: PACKAGE_DIR };
}

/**
 * Runs the scanner in a child that trusts `certificateFile`; throws with its
 * output when it fails. Asynchronous: the TLS front it scans runs in this process.
 */
export async function runObservatory(packageDir: string, host: string, ports: { httpPort: number; httpsPort: number }, certificateFile: string): Promise<ObservatoryResult> {
  const { stdout, stderr, code } = await new Promise<{ stdout: string; stderr: string; code: number | null }>((resolve) => {
    execFile(
      process.execPath,
      [CHILD, packageDir, host, String(ports.httpPort), String(ports.httpsPort)],
      { encoding: 'utf8', env: { ...process.env, NODE_EXTRA_CA_CERTS: certificateFile }, timeout: 120_000 },
      (error, out, err) => resolve({ stdout: out, stderr: err, code: error ? (typeof error.code === 'number' ? error.code : null) : 0 }),
    );
  });
  let parsed: (ObservatoryResult & { error?: undefined }) | { error: string } | undefined;
  try {
    parsed = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as typeof parsed;
  } catch {
    parsed = undefined;
  }
  if (!parsed || parsed.error !== undefined) {
    throw new Error(`The scanner failed (exit ${code}): ${parsed?.error ?? ''}\n${stderr}${stdout}`);
  }
  return parsed;
}
