import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { PLATFORMS, PROVIDERS } from '@fanline/core';

/**
 * The process's metrics, scraped at GET /metrics (the API) and on
 * RUNNER_METRICS_PORT (each runner). One registry per process, made on import:
 * a counter belongs to the process, not to a request or a bot, and the places
 * that count (the fan pipeline, the LLM client, metering) are plain functions
 * that should not carry it around (decision 022). Counting costs a few
 * nanoseconds whether or not anyone scrapes.
 */
export const metricsRegistry = new Registry();

/** Seconds, for answers a person waits on: 5 ms to 10 s. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds, for a model's answer and a fan's wait: 100 ms to 5 minutes. */
const REPLY_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 3, 5, 8, 13, 21, 34, 60, 120, 300];

export const httpRequestDuration = new Histogram({
  name: 'fanline_http_request_duration_seconds',
  help: 'HTTP requests the API answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: HTTP_BUCKETS,
  registers: [metricsRegistry],
});

/** What became of a fan's text message; every value is listed in docs/operations.md. */
export const FAN_OUTCOMES = ['answered', 'paywall', 'crisis', 'refused', 'failed', 'age_gate', 'opted_out', 'taken_over'] as const;
export type FanOutcome = (typeof FAN_OUTCOMES)[number];

export const fanMessages = new Counter({
  name: 'fanline_fan_messages_total',
  help: "Fans' text messages the fan pipeline decided, by channel and outcome (a redelivery is not counted again).",
  labelNames: ['channel', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const crisisCheckIns = new Counter({
  name: 'fanline_crisis_check_ins_total',
  help: "Fans' messages the crisis screen found close to a crisis without flagging it, so the model was asked to check in, by channel.",
  labelNames: ['channel'] as const,
  registers: [metricsRegistry],
});

export const fanReplies = new Counter({
  name: 'fanline_fan_replies_total',
  help: "Answers to fans' text messages that reached the channel, by channel and outcome.",
  labelNames: ['channel', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const fanReplyWait = new Histogram({
  name: 'fanline_fan_reply_wait_seconds',
  help: "From a fan's message (the channel's timestamp) to the answer reaching the channel, by channel.",
  labelNames: ['channel'] as const,
  buckets: REPLY_BUCKETS,
  registers: [metricsRegistry],
});

export const llmRequests = new Counter({
  name: 'fanline_llm_requests_total',
  help: 'Chat completions asked of an LLM provider, by provider.',
  labelNames: ['provider'] as const,
  registers: [metricsRegistry],
});

export const llmRequestDuration = new Histogram({
  name: 'fanline_llm_request_duration_seconds',
  help: "Chat completions' duration, the SDK's retry included, by provider and result (ok or error).",
  labelNames: ['provider', 'result'] as const,
  buckets: REPLY_BUCKETS,
  registers: [metricsRegistry],
});

/** Why a completion failed; the reasons mirror the errors the LLM client tells apart. */
export const LLM_ERROR_REASONS = ['timeout', 'connection', 'rate_limited', 'credentials', 'provider_error', 'empty_reply', 'stream_cut', 'not_configured', 'other'] as const;
export type LlmErrorReason = (typeof LLM_ERROR_REASONS)[number];

export const llmErrors = new Counter({
  name: 'fanline_llm_errors_total',
  help: 'Chat completions that failed, by provider and reason.',
  labelNames: ['provider', 'reason'] as const,
  registers: [metricsRegistry],
});

export const creditsDebited = new Counter({
  name: 'fanline_credits_debited_total',
  help: "Credits taken from creators' balances, by kind (message or voice) and source (the channel, or test for the dashboard's chat test).",
  labelNames: ['kind', 'source'] as const,
  registers: [metricsRegistry],
});

export const creditsRefunded = new Counter({
  name: 'fanline_credits_refunded_total',
  help: 'Credits given back because the reply never reached anyone, by kind.',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export const webhookDeliveriesRefused = new Counter({
  name: 'fanline_webhook_deliveries_refused_total',
  help: 'Webhook deliveries the API refused, by source (stripe, instagram, telegram, whatsapp) and reason.',
  labelNames: ['source', 'reason'] as const,
  registers: [metricsRegistry],
});

// The series an alert divides by exist at zero from the start, so a rate() over them is never empty.
for (const channel of PLATFORMS) {
  for (const outcome of FAN_OUTCOMES) {
    fanMessages.inc({ channel, outcome }, 0);
    fanReplies.inc({ channel, outcome }, 0);
  }
  crisisCheckIns.inc({ channel }, 0);
}
for (const provider of PROVIDERS) llmRequests.inc({ provider }, 0);

let processMetrics = false;
/**
 * Node's own series (CPU, memory, event-loop lag, GC) on the same registry;
 * called by a process that serves its metrics, once, since it starts a monitor.
 */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** The text a scrape gets, with its content type. */
export async function scrapeMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
