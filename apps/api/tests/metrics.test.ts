import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpCreator } from './creators';
import { startTestApi, type TestApi } from './harness';

const TOKEN = 'metrics-token-for-the-api-test';
let api: TestApi;
let unmetered: TestApi;

beforeAll(async () => {
  api = await startTestApi({ metricsToken: TOKEN });
  unmetered = await startTestApi({ database: api.database });
});
afterEach(() => {
  api.log.assertNoErrors();
  unmetered.log.assertNoErrors();
});
afterAll(async () => {
  await unmetered.close();
  await api.close();
});

const scrape = (token?: string) => fetch(`${api.url}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

/** The value of one sample line, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('GET /metrics', () => {
  it('is off without METRICS_TOKEN: 404, not the web app', async () => {
    const res = await fetch(`${unmetered.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('answers 401 without the bearer token or with a wrong one', async () => {
    const missing = await scrape();
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toContain('Bearer');
    expect((await scrape(`${TOKEN}x`)).status).toBe(401);
    expect((await scrape('short')).status).toBe(401);
    const basic = await fetch(`${api.url}/metrics`, { headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` } });
    expect(basic.status).toBe(401);
  });

  it('serves the text format with the HTTP histogram by route pattern after real requests', async () => {
    const creator = await signUpCreator(api);
    const botId = randomUUID();
    expect((await api.http.get(`/api/chatbots/${botId}`, creator.token)).status).toBe(404);
    const refused = await api.http.post(`/api/telegram/webhook/${randomUUID()}`, { update_id: 1 });
    expect(refused.status).toBe(401);

    const res = await scrape(TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('# TYPE fanline_http_request_duration_seconds histogram');
    // The route pattern, never the path with its id.
    expect(sample(text, 'fanline_http_request_duration_seconds_count', { method: 'GET', route: '/api/chatbots/:id', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'fanline_http_request_duration_seconds_bucket', { method: 'POST', route: '/api/auth/register', status: '201', le: '+Inf' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(botId);
    expect(sample(text, 'fanline_webhook_deliveries_refused_total', { source: 'telegram', reason: 'unknown_bot' })).toBeGreaterThanOrEqual(1);
    // The fan series exist at zero before any fan writes, so an alert's ratio is never empty.
    expect(sample(text, 'fanline_fan_messages_total', { channel: 'telegram', outcome: 'failed' })).toBe(0);
  });
});
