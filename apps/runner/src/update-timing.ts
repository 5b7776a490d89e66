import { performance } from 'node:perf_hooks';
import type { Context, MiddlewareFn } from 'grammy';
import type { Llm } from '@fanline/services';
import type { TimingLog } from './timing-log';

/** The Bot API methods that answer a fan; the first one issued ends the update's clock. */
const REPLY_METHODS = new Set(['sendMessage', 'sendVoice', 'sendInvoice']);

/** Time this update spent waiting on outside calls that are not the runner's own work. */
export interface UpdateTiming {
  llmMs: number;
}

export interface TimedContext extends Context {
  /** Set only while RUNNER_TIMINGS is on. */
  timing?: UpdateTiming;
}

/**
 * With RUNNER_TIMINGS=1, logs one "Update timing" line per answered update:
 * from the moment grammY hands the update to the first middleware to the
 * moment the first reply request is issued (`total_ms`), the model's share of
 * it (`llm_ms`), and the rest, the runner's own work (`own_ms`). The wait in
 * the per-chat queue counts as the runner's own: a fan feels it. Installed
 * first, so every later middleware is inside the clock.
 */
export function updateTimingMiddleware(botId: string, log: TimingLog): MiddlewareFn<TimedContext> {
  return (ctx, next) => {
    const receivedAt = performance.now();
    const timing: UpdateTiming = { llmMs: 0 };
    ctx.timing = timing;
    let logged = false;
    // ctx.api is this update's own Api object, so the transformer sees only this update's calls.
    ctx.api.config.use((prev, method, payload, signal) => {
      if (!logged && REPLY_METHODS.has(method)) {
        logged = true;
        const totalMs = performance.now() - receivedAt;
        log.record({
          bot_id: botId,
          update_id: ctx.update.update_id,
          method,
          total_ms: round(totalMs),
          llm_ms: round(timing.llmMs),
          own_ms: round(totalMs - timing.llmMs),
        });
      }
      return prev(method, payload, signal);
    });
    return next();
  };
}

/** The model client, adding each call's wall time to this update's LLM wait. */
export function timedLlm(llm: Llm, timing: UpdateTiming): Llm {
  return {
    isConfigured: (provider) => llm.isConfigured(provider),
    async complete(request) {
      const started = performance.now();
      try {
        return await llm.complete(request);
      } finally {
        timing.llmMs += performance.now() - started;
      }
    },
  };
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;
