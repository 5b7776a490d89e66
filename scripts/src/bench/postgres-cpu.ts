import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '@fanline/db';
import { pidCpuMs } from './machine-cpu';

/** CPU time so far of each PostgreSQL backend serving the bench's database, in ms, by pid. */
export type BackendsCpu = Map<number, number>;

/** Whether `pid` is a PostgreSQL process on this machine: a remote server's pids name other processes here, or none. */
function isLocalPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('postgres');
  } catch {
    return false;
  }
}

/**
 * Reads the CPU of the backends connected to the bench's database (the
 * runners', the API's and the bench's own), from /proc: PostgreSQL's share of
 * a fan message, which no target counts but which shares the machine's cores
 * with the bots. Empty when the server is not on this machine.
 */
export async function readBackendsCpu(db: Db): Promise<BackendsCpu> {
  const { rows } = await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`.execute(db);
  const cpu: BackendsCpu = new Map();
  for (const { pid } of rows) {
    if (!isLocalPostgres(pid)) continue;
    try {
      cpu.set(pid, pidCpuMs(pid));
    } catch {
      // The connection closed between the two reads.
    }
  }
  return cpu;
}

/**
 * The backends' CPU between two readings, in ms; undefined when neither found
 * any (a remote server). A backend that connected meanwhile counts from zero;
 * one that disconnected meanwhile is missed, so this is a floor.
 */
export function backendsCpuBetween(before: BackendsCpu, after: BackendsCpu): number | undefined {
  if (before.size === 0 && after.size === 0) return undefined;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
