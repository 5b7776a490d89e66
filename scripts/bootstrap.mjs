#!/usr/bin/env node
// The entry point of `npm start`, `npm test` and `npm run runner`. Plain
// JavaScript with no dependencies, because on a fresh clone nothing is
// installed yet: it installs what is missing, then hands over.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2];
const isWindows = process.platform === 'win32';
const npm = isWindows ? 'npm.cmd' : 'npm';
const npx = isWindows ? 'npx.cmd' : 'npx';

// turbo would otherwise try to send telemetry, and these machines have no internet.
const baseEnv = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: baseEnv, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) process.exit(status);
}

/**
 * Runs the long-lived servers as a child and passes on the signals a
 * supervisor sends to this process. Ctrl+C reaches the whole process group
 * anyway, but a plain `kill` (systemd, a container stop, a test) reaches only
 * this process, and without this the servers would be left running, orphaned.
 */
function handOver(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: baseEnv });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(error.message);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

function mtime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const manifests = [path.join(root, 'package.json'), path.join(root, 'package-lock.json')];
  if (existsSync(marker) && manifests.every((file) => mtime(file) <= mtime(marker))) return;
  console.log('Installing dependencies…');
  runOrExit(npm, ['install', '--no-audit', '--no-fund']);
}

function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  if (candidates.some((file) => existsSync(file))) return;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error('The browser tests need Chromium. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  const env = { ...baseEnv, DEBIAN_FRONTEND: 'noninteractive' };
  runOrExit('apt-get', ['update', '-qq'], { env });
  runOrExit('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
}

function buildWeb() {
  runOrExit(npx, ['turbo', 'run', 'build', '--filter=@fanline/web', '--output-logs=errors-only']);
}

ensureDependencies();

switch (mode) {
  case 'start':
    buildWeb();
    handOver(process.execPath, ['--import', 'tsx', 'scripts/src/start.ts']);
    break;
  case 'runner':
    handOver(process.execPath, ['--import', 'tsx', 'scripts/src/start.ts', '--only', 'runner']);
    break;
  case 'test':
    ensureChromium();
    runOrExit(npx, ['turbo', 'run', 'typecheck', '--output-logs=errors-only']);
    runOrExit(npx, ['eslint', '.', '--max-warnings=0']);
    buildWeb();
    runOrExit(process.execPath, ['scripts/run-tests.mjs', ...process.argv.slice(3)]);
    break;
  default:
    console.error('Usage: node scripts/bootstrap.mjs start|test|runner');
    process.exit(1);
}
