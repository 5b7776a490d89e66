import { readFileSync } from 'node:fs';

/** Cumulative CPU time of the whole machine, from /proc/stat, in clock ticks. */
export interface MachineCpu {
  busy: number;
  steal: number;
  total: number;
}

export function machineCpu(): MachineCpu {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  // cpu user nice system idle iowait irq softirq steal guest guest_nice; guest time is already in user.
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq;
  return { busy, steal, total: busy + idle + iowait + steal };
}

/**
 * How busy the machine was between two readings, as shares of all its cores:
 * the tail of the latency depends on it, and other work on a shared machine
 * moves it from run to run.
 */
export function machineLoad(from: MachineCpu, to: MachineCpu): { busyShare: number; stealShare: number } {
  const total = to.total - from.total;
  if (total <= 0) return { busyShare: 0, stealShare: 0 };
  return { busyShare: (to.busy - from.busy) / total, stealShare: (to.steal - from.steal) / total };
}

/** CPU time (user + system) a process has used so far, in ms, from /proc; clock ticks are 100 Hz on Linux. */
export function pidCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which may hold spaces, start past its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
