import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@fanline/testing';
import { eventually, newFan, startRunnerWorld, withoutDisclosure, type RunnerWorld } from './runner-world';

const TOKEN = 'metrics-token-for-the-runner-test';
let world: RunnerWorld;
let port: number;

beforeAll(async () => {
  world = await startRunnerWorld();
  port = await freePort();
  await world.startRunner('runner-metrics', { METRICS_TOKEN: TOKEN, RUNNER_METRICS_PORT: String(port) });
});
afterAll(() => world.close());

const scrape = (token?: string, path = '/metrics') => fetch(`http://127.0.0.1:${port}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

/** The runner's series as name{labels} → value. */
async function series(): Promise<Map<string, number>> {
  const res = await scrape(TOKEN);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const lines = (await res.text()).split('\n').filter((line) => line && !line.startsWith('#'));
  return new Map(lines.map((line) => [line.slice(0, line.lastIndexOf(' ')), Number(line.slice(line.lastIndexOf(' ') + 1))]));
}

const value = (all: Map<string, number>, key: string) => all.get(key) ?? 0;

/** Whether anything accepts a TCP connection on this loopback port. */
function listening(onPort: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(onPort, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe("the runner's metrics", () => {
  it('answers only the bearer token METRICS_TOKEN, and only at /metrics', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('wrong-token-of-some-length')).status).toBe(401);
    expect((await scrape(TOKEN, '/other')).status).toBe(404);
  });

  it('counts a fan exchange: messages and replies, the wait, the LLM and the credits', async () => {
    const before = await series();
    const { tg } = await world.deployBot();
    const fan = newFan();
    const sent = () => world.telegram.calls(tg.token, 'sendMessage').filter((c) => Number(c.params.chat_id) === fan.id);
    world.openai.reply((req) => `LLM reply to: ${req.messages.at(-1)?.content}`);
    world.telegram.sendText(tg.token, fan, 'hello there');
    await eventually(() => sent().find((c) => withoutDisclosure(c.params.text) === 'LLM reply to: hello there'), 20_000, 'reply');
    // A model failure (the SDK retries once, so two failures) is an apology: outcome failed, one LLM error.
    world.openai.failNext(2, 500, { message: 'model down' });
    world.telegram.sendText(tg.token, fan, 'are you there?');
    await eventually(() => sent().find((c) => withoutDisclosure(c.params.text).startsWith('Sorry, I can')), 20_000, 'apology');

    const after = await eventually(async () => {
      const all = await series();
      return value(all, 'fanline_fan_replies_total{channel="telegram",outcome="failed"}') > value(before, 'fanline_fan_replies_total{channel="telegram",outcome="failed"}') ? all : null;
    }, 10_000, 'counted');
    const moved = (key: string) => value(after, key) - value(before, key);
    expect(moved('fanline_fan_messages_total{channel="telegram",outcome="answered"}')).toBe(1);
    expect(moved('fanline_fan_messages_total{channel="telegram",outcome="failed"}')).toBe(1);
    expect(moved('fanline_fan_replies_total{channel="telegram",outcome="answered"}')).toBe(1);
    expect(moved('fanline_fan_replies_total{channel="telegram",outcome="failed"}')).toBe(1);
    expect(moved('fanline_fan_reply_wait_seconds_count{channel="telegram"}')).toBe(2);
    expect(moved('fanline_fan_reply_wait_seconds_bucket{le="+Inf",channel="telegram"}')).toBe(2);
    expect(moved('fanline_llm_requests_total{provider="openai"}')).toBe(2);
    expect(moved('fanline_llm_request_duration_seconds_count{provider="openai",result="ok"}')).toBe(1);
    expect(moved('fanline_llm_request_duration_seconds_count{provider="openai",result="error"}')).toBe(1);
    expect(moved('fanline_llm_errors_total{provider="openai",reason="provider_error"}')).toBe(1);
    // Both messages took a credit; the failed one gave it back.
    expect(moved('fanline_credits_debited_total{kind="message",source="telegram"}')).toBe(2);
    expect(moved('fanline_credits_refunded_total{kind="message"}')).toBe(1);
    // The queue's gauges and Node's own series are there too; no bot or fan id is a label.
    expect(after.get('fanline_inbound_queue_jobs{state="ready"}')).toBe(0);
    expect(after.get('fanline_inbound_queue_failed_jobs')).toBe(0);
    expect(after.has('process_cpu_seconds_total')).toBe(true);
    expect([...after.keys()].some((key) => key.includes(tg.token.split(':')[0]!) || key.includes(String(fan.id)))).toBe(false);
  });

  it('counts a message the crisis screen found close to a crisis, and not an ordinary one', async () => {
    const before = await series();
    const { tg } = await world.deployBot();
    const fan = newFan();
    const sent = () => world.telegram.calls(tg.token, 'sendMessage').filter((c) => Number(c.params.chat_id) === fan.id);
    world.openai.reply((req) => `LLM reply to: ${req.messages.at(-1)?.content}`);
    world.telegram.sendText(tg.token, fan, "i don't see the point anymore");
    await eventually(() => sent()[0], 20_000, 'the checked-in reply');
    world.telegram.sendText(tg.token, fan, 'anyway how was your day');
    await eventually(() => sent()[1], 20_000, 'an ordinary reply');
    const key = 'fanline_crisis_check_ins_total{channel="telegram"}';
    expect(value(await series(), key) - value(before, key)).toBe(1);
  });

  it('opens no port without METRICS_TOKEN', async () => {
    const unused = await freePort();
    const runner = await world.startRunner('runner-no-metrics', { RUNNER_METRICS_PORT: String(unused) });
    expect(runner.output()).toMatch(/"message":"Runner ready".*"metrics_port":null/);
    expect(await listening(unused)).toBe(false);
  });
});
