import type { Db } from '@fanline/db';

/** More calls than this waiting together go as further statements, in order. */
const MAX_PER_STATEMENT = 100;

/**
 * A statement in flight this long stops holding back its group: the calls
 * waiting behind it go as the next statement meanwhile. The pools set no
 * query time-out, so one hung connection would otherwise stall its bot.
 */
export const STALLED_AFTER_MS = 2_000;

export interface GatheredStatement<Call, Answer> {
  /** Calls with the same key may share a statement; different keys go side by side. */
  groupKey(call: Call): string;
  /** Cuts a group into consecutive runs, in order, each a statement run after the one before (default: one). */
  rounds?(group: Call[]): Call[][];
  /** One statement for the round; one answer per call, in order. */
  run(db: Db, round: readonly Call[]): Promise<Answer[]>;
}

interface Waiting<Call, Answer> {
  call: Call;
  resolve(answer: Answer): void;
  reject(error: Error): void;
}

/**
 * Calls gathered as a group commit (decision 032, amended): per
 * database handle and group, a call made while no statement of its group is
 * in flight starts its statement at once, alone; calls made while one is in
 * flight wait and go together as the next. Paced, a call waits for nothing
 * (a wait per turn of the event loop cost PostgreSQL more per message, not
 * less); under load, one round trip and one commit serve all that arrived
 * meanwhile. A group's calls run in the order made. Nothing is cached. A
 * statement PostgreSQL refused is run again a call at a time, in order, so
 * one bad call fails only its own caller.
 */
export function gatheredWhileBusy<Call, Answer>(statement: GatheredStatement<Call, Answer>): (db: Db, call: Call) => Promise<Answer> {
  // A group is here while its statements are in flight: its queue holds the calls still waiting.
  const busy = new WeakMap<Db, Map<string, Waiting<Call, Answer>[]>>();
  return (db, call) =>
    new Promise<Answer>((resolve, reject) => {
      const groups = busy.get(db) ?? new Map<string, Waiting<Call, Answer>[]>();
      busy.set(db, groups);
      const key = statement.groupKey(call);
      const queue = groups.get(key);
      if (queue) {
        queue.push({ call, resolve, reject });
        return;
      }
      const waiting = [{ call, resolve, reject }];
      groups.set(key, waiting);
      // Started here, in the caller's turn: the statement is sent before this call returns.
      void runWhileWaiting(db, statement, waiting, () => groups.delete(key));
    });
}

/**
 * Sends the next statement of the group's waiting calls, and when it ends
 * the next, until none waits; then the group is idle. Each step starts the
 * next statement (or goes idle) before it answers its callers, so a caller
 * that calls again on its answer never waits behind a finished statement,
 * and a later call never overtakes waiting ones.
 */
function runWhileWaiting<Call, Answer>(db: Db, statement: GatheredStatement<Call, Answer>, queue: Waiting<Call, Answer>[], idle: () => void): void {
  const calls = queue.splice(0, MAX_PER_STATEMENT);
  if (calls.length === 0) return idle();
  let handedOn = false;
  const handOn = () => {
    if (handedOn) return;
    handedOn = true;
    runWhileWaiting(db, statement, queue, idle);
  };
  // A hung connection must not hold back every later call of its bot: past this, the next statement goes without it.
  const stalled = setTimeout(handOn, STALLED_AFTER_MS);
  stalled.unref();
  void answersOf(db, statement, calls.map((waiting) => waiting.call))
    .catch((error: unknown) => calls.map(() => asError(error)))
    .then((answers) => {
      clearTimeout(stalled);
      handOn();
      calls.forEach((waiting, i) => {
        const answer = answers[i] as Answer | Error;
        if (answer instanceof Error) waiting.reject(answer);
        else waiting.resolve(answer);
      });
    });
}

/** One statement's calls, cut into rounds run one after another; an answer (or error) per call, by position. */
async function answersOf<Call, Answer>(db: Db, statement: GatheredStatement<Call, Answer>, calls: Call[]): Promise<(Answer | Error)[]> {
  // By position, not by the call: the same call object made twice gets two answers (two charges, two records).
  const answers: (Answer | Error)[] = [];
  for (const round of statement.rounds?.(calls) ?? [calls]) {
    const answered = await runRound(db, statement, round);
    answers.push(...round.map((_, i) => answered[i] as Answer | Error));
  }
  return answers;
}

/**
 * A round's statement. One refused by PostgreSQL (a constraint, a deadlock)
 * was rolled back whole, so its calls are run again one at a time. A lost
 * connection leaves unknown whether it committed: running it again could
 * record an exchange twice, so every caller gets the error, as a single
 * statement's caller would.
 */
async function runRound<Call, Answer>(db: Db, statement: GatheredStatement<Call, Answer>, round: readonly Call[]): Promise<(Answer | Error)[]> {
  try {
    return await statement.run(db, round);
  } catch (error) {
    if (round.length === 1 || !rolledBack(error)) return round.map(() => asError(error));
    const answers: (Answer | Error)[] = [];
    // Through a promise, so a call that throws before its statement starts fails only itself.
    for (const call of round) answers.push(await Promise.resolve([call]).then((one) => statement.run(db, one)).then(([answer]) => answer as Answer, asError));
    return answers;
  }
}

/** PostgreSQL reported the statement failed (an SQLSTATE), other than a broken connection (08), a shutdown (57P) or an internal error (XX). */
function rolledBack(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !/^(08|57P|XX)/.test(code);
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));
