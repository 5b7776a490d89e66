import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { crisisClassifierOf, type CrisisClassifier, type CrisisWeights } from '@fanline/core';

const CHILD = fileURLToPath(new URL('./crisis-training-child.ts', import.meta.url));

/**
 * The crisis classifier, trained in a child process that alone imports the labelled sets. Trained in
 * the runner's own thread they stayed in its memory for life (about 60 MiB), and a worker thread
 * was no better: its freed heap stayed in the process's (about 170 MiB after it ended), where a
 * child's goes back to the system when it exits (decision 034). The runner's event loop goes on
 * meanwhile, and the weights (4 MiB) come back over the IPC channel as a typed array. The child
 * loads the services' TypeScript through tsx, as the runner does, and takes none of the runner's
 * own Node flags (a --cpu-prof would profile it too).
 */
export function trainCrisisClassifierApart(): Promise<CrisisClassifier> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [], { execArgv: ['--import', import.meta.resolve('tsx')], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (trained: CrisisWeights) => resolve(crisisClassifierOf(trained)));
    child.once('error', reject);
    // After its message this does nothing: the promise is settled.
    child.once('exit', (code, signal) => reject(new Error(`The crisis training process ended (${signal ?? `code ${code}`}) without weights`)));
  });
}
