#!/usr/bin/env node
// The entry point of `npm start`, `npm test`, `npm run runner` and every other
// root script (`exec`). Plain JavaScript with no dependencies, because on a
// fresh clone nothing is installed yet: it brings Node.js 24 when this one is
// older, installs what is missing, then hands over on that Node.js.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2];
const isWindows = process.platform === 'win32';
const npm = isWindows ? 'npm.cmd' : 'npm';
const npx = isWindows ? 'npx.cmd' : 'npx';

/** The oldest Node.js major Fanline runs on (package.json's engines.node). */
const NODE_MAJOR = 24;
/** Where a project-local Node.js goes when the machine's is older (git-ignored). */
const localNodePrefix = path.join(root, '.node');

// turbo would otherwise try to send telemetry, and these machines have no internet.
const baseEnv = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
/** What every child gets: baseEnv with the chosen Node.js first on PATH (set once it is known). */
let childEnv = baseEnv;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: childEnv, ...options });
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
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: childEnv });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(error.message);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

function majorOf(version) {
  return Number(version.replace(/^v/, '').split('.')[0]);
}

/**
 * The npm package holding the Node.js binary for this machine, as the `node`
 * package's own installer names it. Installed directly: the `node` package
 * only fetches it from a preinstall script, which npm 11 may block.
 */
function nodePackageName() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const arch = platform === 'win' && process.arch === 'ia32' ? 'x86' : process.arch;
  const prefix = process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  return [prefix, platform, arch].join('-');
}

/** The binary of a project-local Node.js package, when one of the wanted major is installed. */
function localNodeBinary(packageDir) {
  const manifestFile = path.join(packageDir, 'package.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const binary = path.join(packageDir, manifest.bin?.node ?? 'bin/node');
  return majorOf(manifest.version) >= NODE_MAJOR && existsSync(binary) ? binary : undefined;
}

/**
 * The Node.js every process runs on: this one when it is new enough,
 * otherwise Node.js 24 from the npm registry, installed once into `.node/`.
 */
function ensureNode() {
  if (majorOf(process.versions.node) >= NODE_MAJOR) return process.execPath;
  const name = nodePackageName();
  const packageDir = path.join(localNodePrefix, 'node_modules', name);
  const installed = localNodeBinary(packageDir);
  if (installed) return installed;
  console.log(`Node.js ${process.versions.node} is older than ${NODE_MAJOR}: installing Node.js ${NODE_MAJOR} into .node/ from the npm registry…`);
  const status = run(npm, ['install', '--prefix', localNodePrefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `${name}@${NODE_MAJOR}`], { env: baseEnv });
  const binary = status === 0 ? localNodeBinary(packageDir) : undefined;
  if (!binary) {
    console.error(`Could not install Node.js ${NODE_MAJOR} (${name}). Install Node.js ${NODE_MAJOR} or newer and run this again.`);
    process.exit(1);
  }
  return binary;
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

const nodeBinary = ensureNode();
// First on PATH, so that npm, npx, turbo, tsx, tsc and vitest, which start
// through `#!/usr/bin/env node`, run on it too, and so do their children.
const pathEntries = [path.dirname(nodeBinary), path.join(root, 'node_modules', '.bin'), baseEnv.PATH];
childEnv = { ...baseEnv, PATH: pathEntries.filter(Boolean).join(path.delimiter) };

ensureDependencies();

switch (mode) {
  case 'start':
    buildWeb();
    handOver(nodeBinary, ['--import', 'tsx', 'scripts/src/start.ts']);
    break;
  case 'runner':
    handOver(nodeBinary, ['--import', 'tsx', 'scripts/src/start.ts', '--only', 'runner']);
    break;
  case 'exec':
    // The root package.json's other scripts: `exec tsx scripts/src/seed.ts`, `exec vitest run …`.
    if (!process.argv[3]) {
      console.error('Usage: node scripts/bootstrap.mjs exec <command> [args…]');
      process.exit(1);
    }
    handOver(process.argv[3], process.argv.slice(4));
    break;
  case 'test':
    ensureChromium();
    runOrExit(npx, ['turbo', 'run', 'typecheck', '--output-logs=errors-only']);
    runOrExit(npx, ['eslint', '.', '--max-warnings=0']);
    buildWeb();
    runOrExit(nodeBinary, ['scripts/run-tests.mjs', ...process.argv.slice(3)]);
    break;
  default:
    console.error('Usage: node scripts/bootstrap.mjs start|test|runner|exec <command> [args…]');
    process.exit(1);
}
