import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OUTSIDE_PATHS } from '../src/openapi-outside-paths';
import { REST_ROUTES } from '../src/rest/rest-routes';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterEach(() => api.log.assertNoErrors());
afterAll(() => api.close());

/** An OpenAPI document is loose JSON; the assertions pin its shape. */
type Doc = Record<string, any>;

const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;
const SAMPLE_ID = '00000000-0000-4000-8000-000000000001';

/**
 * The warnings of Redocly's recommended rules that stay, each with its reason.
 * Any other warning, and any error, fails the test.
 */
const ACCEPTED_WARNINGS: Record<string, string> = {
  'info-license #/info': 'Fanline is a private product: there is no licence to name',
  'operation-4xx-response #/paths/~1api~1health/get/responses': 'liveness takes no input, so nothing is refused',
  'operation-4xx-response #/paths/~1api~1openapi.json/get/responses': 'this document takes no input, so nothing is refused',
  'operation-4xx-response #/paths/~1api~1auth~1google~1callback/get/responses': "Google's return redirects a refusal to /?auth_error=true",
  'operation-2xx-response #/paths/~1api~1auth~1google~1callback/get/responses': "Google's return always answers the browser with a redirect (302)",
};

const run = promisify(execFile);
const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document of every REST route, generated from the procedures’ schemas', async () => {
    const res = await api.http.get<Doc>('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(doc) as unknown as Parameters<typeof SwaggerParser.validate>[0]);

    for (const route of REST_ROUTES) expect(doc.paths[openApiPath(route.path)]?.[route.method], `${route.method} ${route.path}`).toBeDefined();
    const operations = Object.values(doc.paths as Record<string, object>).flatMap((methods) => Object.keys(methods));
    const outside = Object.values(OUTSIDE_PATHS).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(REST_ROUTES.length + outside.length);
    const operationIds = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(new Set(operationIds).size).toBe(operationIds.length);
    // Every answer with a body is described: the procedure's output schema, or a download's file types.
    for (const route of REST_ROUTES) {
      const content = doc.paths[openApiPath(route.path)][route.method].responses[String(route.status ?? 200)].content;
      for (const [type, { schema }] of Object.entries(content as Record<string, { schema: Doc }>)) {
        expect(Object.keys(schema), `${route.method} ${route.path} ${type}`).not.toEqual([]);
      }
    }
    expect(doc.paths['/api/chatbots'].get.responses['200'].content['application/json'].schema).toMatchObject({ type: 'array', items: { type: 'object' } });
    expect(doc.paths['/api/support/tickets'].get.responses['200'].content['application/json'].schema).toMatchObject({ required: ['tickets'] });
    // A download documents its file types.
    expect(Object.keys(doc.paths['/api/chatbots/{id}/conversations/export'].get.responses['200'].content)).toEqual(['text/csv', 'application/json']);

    const create = doc.paths['/api/chatbots'].post;
    expect(create.responses['201']).toBeDefined();
    expect(create.requestBody.content['application/json'].schema.required).toEqual(['name', 'description', 'personality']);
    expect(create.requestBody.content['application/json'].schema.properties.name).toMatchObject({ type: 'string', maxLength: 100 });

    // A nested body ({id, data}) is documented as the body itself, the id as a path parameter.
    const update = doc.paths['/api/chatbots/{id}'].put;
    expect(update.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(Object.keys(update.requestBody.content['application/json'].schema.properties)).toContain('adult_only');
    expect(update.requestBody.content['application/json'].schema.properties.id).toBeUndefined();

    // The bulk action rides in the query string, the ids in the body.
    const bulk = doc.paths['/api/admin/users/bulk-action'].post;
    expect(bulk.parameters).toEqual([expect.objectContaining({ name: 'action', in: 'query', required: true })]);
    expect(bulk.requestBody.content['application/json'].schema.required).toEqual(['user_ids']);

    expect(doc.paths['/api/admin/users/paginated'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'page_size', 'search', 'plan_filter']),
    );
    expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
  });

  it("passes Redocly's recommended rules, with only the warnings accepted above", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fanline-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify((await api.http.get<Doc>('/api/openapi.json')).body));
      const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
      // redocly exits 1 when it finds an error; the report is on stdout either way.
      const { stdout } = await run(process.execPath, [redocly, 'lint', '--extends=recommended', '--format=json', file], { env }).catch((error: { stdout: string }) => error);
      const problems = (JSON.parse(stdout) as { problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] }).problems;
      expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
      expect(problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}`).sort()).toEqual(Object.keys(ACCEPTED_WARNINGS).sort());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('documents every path the server mounts under /api, the webhooks, OAuth returns and media links included', async () => {
    const doc = (await api.http.get<Doc>('/api/openapi.json')).body;
    const mounted = api.routes
      .filter((route) => route.path.startsWith('/api/') && !route.path.includes('*') && route.method !== 'ALL')
      .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.path.slice('/api'.length))}`);
    expect(mounted.length).toBeGreaterThan(REST_ROUTES.length);
    expect(mounted.filter((op) => {
      const [method, path] = op.split(' ');
      return !doc.paths[path!]?.[method!];
    })).toEqual([]);
    // Called by other services and browsers, never with a session.
    expect(doc.paths['/api/stripe/webhook'].post.security).toEqual([]);

    // What each answers to a caller without credentials (this server has no Stripe or Instagram app) is documented.
    const calls: [string, string, () => Promise<{ status: number }>][] = [
      ['get', '/api/health', () => api.http.get('/api/health')],
      ['get', '/api/auth/google/callback', () => api.http.get('/api/auth/google/callback')],
      ['get', '/api/instagram/oauth/callback', () => api.http.get('/api/instagram/oauth/callback?error=access_denied')],
      ['post', '/api/stripe/webhook', () => api.http.post('/api/stripe/webhook', {})],
      ['post', '/api/telegram/webhook/{botId}', () => api.http.post(`/api/telegram/webhook/${SAMPLE_ID}`, { update_id: 1 })],
      ['get', '/api/instagram/webhook', () => api.http.get('/api/instagram/webhook?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1')],
      ['post', '/api/instagram/webhook', () => api.http.post('/api/instagram/webhook', {})],
      ['get', '/api/media/voice/{file}', () => api.http.get(`/api/media/voice/${SAMPLE_ID}.wav?expires=1&signature=x`)],
    ];
    for (const [method, path, call] of calls) {
      const { status } = await call();
      expect([method, path, Object.keys(doc.paths[path][method].responses)]).toEqual([method, path, expect.arrayContaining([String(status)])]);
    }
  });

  it('documents only paths the server answers: each needs a session (401) unless public, and none is unknown', async () => {
    for (const route of REST_ROUTES) {
      const url = `/api${route.path.replace(/:(\w+)/g, route.path.includes('tickets') ? '1' : SAMPLE_ID)}`;
      const res = route.method === 'get' || route.method === 'delete' ? await api.http[route.method](url) : await api.http[route.method](url, {});
      expect(res.body.detail ?? '', `${route.method} ${route.path}`).not.toMatch(/^No API route/);
      if (!route.public) expect(res.status, `${route.method} ${route.path}`).toBe(401);
    }
  });
});
