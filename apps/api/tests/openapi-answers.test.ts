import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { sql } from 'kysely';
import { FAN_EVENT_TASK } from '@fanline/services';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpCreator, sparkBot, type SignedUpCreator } from './creators';
import { newCreator, startTestApi, type TestApi } from './harness';

let api: TestApi;
let doc: Record<string, any>;
let admin: SignedUpCreator;

beforeAll(async () => {
  api = await startTestApi();
  doc = (await api.http.get<Record<string, any>>('/api/openapi.json')).body;
  admin = await signUpCreator(api, 'spark', { is_admin: true });
});
afterEach(() => api.log.assertNoErrors());
afterAll(() => api?.close());

const ajv = addFormats(new Ajv2020({ allErrors: true, strict: false }));

/** Checks a real answer against the schema the document gives its operation and status. */
function expectDocumented(method: string, path: string, res: { status: number; body: unknown }) {
  const response = doc.paths[path]?.[method]?.responses?.[String(res.status)];
  expect(response, `${method} ${path} ${res.status} is documented`).toBeDefined();
  const validate = ajv.compile(response.content['application/json'].schema);
  expect(validate(res.body) ? [] : validate.errors, `${method} ${path}`).toEqual([]);
}

describe('answers', () => {
  it('leave out a field the output schema does not name, over REST and tRPC alike', async () => {
    // A column the service reads with selectAll() and spreads into its result, as a later migration might add.
    await sql`ALTER TABLE audit_log ADD COLUMN planted_secret text NOT NULL DEFAULT 'must not leave'`.execute(api.database.db);
    const creator = newCreator();
    await api.http.post('/api/auth/register', creator);
    expect((await api.http.post('/api/auth/login', { email: creator.email, password: creator.password })).status).toBe(200);

    const rest = await api.http.get<Record<string, any>>('/api/admin/audit-log', admin.token);
    expect(rest.status).toBe(200);
    expect(rest.body.entries.length).toBeGreaterThan(0);
    expect(JSON.stringify(rest.body)).not.toContain('planted_secret');
    expectDocumented('get', '/api/admin/audit-log', rest);

    const trpc = await api.http.get<Record<string, any>>(`/trpc/admin.auditLog?input=${encodeURIComponent('{}')}`, admin.token);
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.entries.length).toBeGreaterThan(0);
    expect(JSON.stringify(trpc.body)).not.toContain('planted_secret');
  });

  it('match the schemas the document gives them', async () => {
    const registered = await api.http.post('/api/auth/register', newCreator());
    expectDocumented('post', '/api/auth/register', registered);
    const token = (registered.body as { token: string }).token;

    const created = await api.http.post<{ id: string }>('/api/chatbots', sparkBot(), token);
    expectDocumented('post', '/api/chatbots', created);
    expectDocumented('get', '/api/chatbots', await api.http.get('/api/chatbots', token));
    expectDocumented('get', '/api/chatbots/{id}', await api.http.get(`/api/chatbots/${created.body.id}`, token));
    expectDocumented('get', '/api/auth/me', await api.http.get('/api/auth/me', token));
    expectDocumented('get', '/api/stats', await api.http.get('/api/stats', token));
    expectDocumented('get', '/api/conversations', await api.http.get('/api/conversations', token));
    expectDocumented('get', '/api/templates', await api.http.get('/api/templates', token));
    expectDocumented('get', '/api/voices', await api.http.get('/api/voices', token));
    expectDocumented('get', '/api/models', await api.http.get('/api/models', token));
    expectDocumented('get', '/api/subscription', await api.http.get('/api/subscription', token));
    expectDocumented('get', '/api/support/tickets', await api.http.get('/api/support/tickets', token));
    expectDocumented('get', '/api/analytics/dashboard/{userId}', await api.http.get(`/api/analytics/dashboard/${admin.id}`, admin.token));
    expectDocumented('get', '/api/admin/users', await api.http.get('/api/admin/users', admin.token));
    expectDocumented('get', '/api/admin/financials', await api.http.get('/api/admin/financials', admin.token));
    expectDocumented('get', '/api/health', await api.http.get('/api/health'));

    // A service's Date goes out as its ISO string, as the document says (format date-time).
    await sql`SELECT graphile_worker.permanently_fail_jobs(ARRAY[(graphile_worker.add_job(${FAN_EVENT_TASK}, '{}'::json)).id], 'boom')`.execute(api.database.db);
    const failed = await api.http.get<{ failed_at: string }[]>('/api/admin/failed-events', admin.token);
    expect(failed.body[0]?.failed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expectDocumented('get', '/api/admin/failed-events', failed);
  });
});
