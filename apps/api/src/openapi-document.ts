import { z } from 'zod';
import { appRouter } from '@fanline/api';
import { conversationExportFileSchema } from '@fanline/core';
import { OUTSIDE_PATHS } from './openapi-outside-paths';
import type { RestRoute } from './rest/rest-routes';

type JsonSchema = Record<string, unknown>;
type Procedures = Record<string, { _def: { inputs: z.ZodType[]; output?: z.ZodType; type: string } }>;

function procedureOf(route: RestRoute) {
  return (appRouter._def.procedures as unknown as Procedures)[route.procedure]?._def;
}

/** The procedure's input schema, from the router itself: the document can never drift from what is validated. */
function inputSchemaOf(route: RestRoute): z.ZodType | undefined {
  return (procedureOf(route)?.inputs ?? [])[0];
}

/**
 * io: 'input' documents what a client sends (before defaults and transforms), 'output' what it is answered
 * (after them: a Date as its ISO string); z.custom inputs read as any JSON.
 */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/** The 2xx body: the procedure's output schema, inside `{[wrap]: …}` when the route wraps it. */
function answerSchemaOf(route: RestRoute): JsonSchema {
  const output = procedureOf(route)?.output;
  if (!output) throw new Error(`${route.procedure} declares no output schema`);
  const answer = jsonSchemaOf(output, 'output');
  return route.wrap ? { type: 'object', properties: { [route.wrap]: answer }, required: [route.wrap], additionalProperties: false } : answer;
}

function pathParamsOf(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

function objectProperties(json: JsonSchema): Record<string, JsonSchema> {
  return (json.properties as Record<string, JsonSchema> | undefined) ?? {};
}

/** The body the REST route takes: the procedure's input without its path and query fields, or its nested field. */
function bodySchemaOf(route: RestRoute, input: JsonSchema): JsonSchema | null {
  if (route.method === 'get' || route.method === 'delete' || route.input) return null;
  if (route.nest) return objectProperties(input)[route.nest] ?? {};
  const taken = new Set([...pathParamsOf(route.path), ...(Array.isArray(route.query) ? route.query : [])]);
  if (input.type !== 'object') return input;
  const properties = Object.fromEntries(Object.entries(objectProperties(input)).filter(([name]) => !taken.has(name)));
  const required = ((input.required as string[] | undefined) ?? []).filter((name) => !taken.has(name));
  if (Object.keys(properties).length === 0) return null;
  return { ...input, properties, ...(required.length ? { required } : { required: undefined }) };
}

function parametersOf(route: RestRoute, input: JsonSchema) {
  const properties = objectProperties(input);
  const inPath = pathParamsOf(route.path).map((name) => ({ name, in: 'path', required: true, schema: properties[name] ?? { type: 'string' } }));
  const queryNames = route.query === 'input' ? Object.keys(properties) : route.query ?? [];
  const required = new Set((input.required as string[] | undefined) ?? []);
  const inQuery = queryNames.map((name) => ({ name, in: 'query', required: required.has(name), schema: properties[name] ?? {} }));
  return [...inPath, ...inQuery];
}

/** A download (`Content-Disposition: attachment`): CSV, one row per message, or JSON, conversations with their messages. */
const DOWNLOAD_RESPONSE = {
  description: 'A file, streamed as an attachment: CSV or JSON as `format` asks',
  headers: { 'Content-Disposition': { description: '`attachment; filename="…"`', schema: { type: 'string' } } },
  content: {
    'text/csv': { schema: { type: 'string', description: 'A header row, then one row per message' } },
    'application/json': { schema: jsonSchemaOf(conversationExportFileSchema, 'output') },
  },
};

const ERROR_RESPONSE = {
  description: 'The request was refused: `detail` says why, `errors` names each bad field.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

/**
 * A body as JSON, and for a multipart route also as multipart/form-data:
 * its text fields as strings, each file as binary (JSON cannot carry it).
 */
function requestContentOf(route: RestRoute, body: Record<string, unknown>): Record<string, unknown> {
  const properties = (body.properties ?? {}) as Record<string, Record<string, unknown>>;
  const files = Object.keys(properties).filter((name) => properties[name]?.type === 'object' && 'data' in ((properties[name]?.properties ?? {}) as object));
  if (!route.multipart || files.length === 0) return { 'application/json': { schema: body } };
  const json = { ...body, properties: Object.fromEntries(Object.entries(properties).filter(([name]) => !files.includes(name))) };
  const form = {
    type: 'object',
    properties: Object.fromEntries(Object.entries(properties).map(([name, field]) => [name, files.includes(name) ? { type: 'string', format: 'binary' } : field])),
    required: files,
  };
  return { 'application/json': { schema: json }, 'multipart/form-data': { schema: form } };
}

/**
 * An OpenAPI 3.1 document of the REST API, built from the route table and the
 * procedures' zod schemas, with the paths that call no procedure (webhooks,
 * OAuth returns, media) from OUTSIDE_PATHS.
 */
export function openApiDocument(routes: readonly RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Set<string>();
  for (const route of routes) {
    const schema = inputSchemaOf(route);
    const input = schema ? jsonSchemaOf(schema) : {};
    const body = schema ? bodySchemaOf(route, input) : null;
    const parameters = parametersOf(route, input);
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[`/api${path}`] ??= {};
    // Two paths on one procedure (all conversations, one bot's) keep distinct operation ids, as OpenAPI requires.
    let operationId = route.procedure + (route.input ? 'FirstPage' : '');
    if (operationIds.has(operationId)) operationId += `By${(path.split('/')[1] ?? '').replace(/^./, (c) => c.toUpperCase())}`;
    operationIds.add(operationId);
    paths[`/api${path}`]![route.method] = {
      operationId,
      summary: route.summary,
      tags: [route.procedure.split('.')[0]],
      ...(route.public ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(body ? { requestBody: { required: true, content: requestContentOf(route, body) } } : {}),
      responses: {
        [String(route.status ?? 200)]: route.download
          ? DOWNLOAD_RESPONSE
          : { description: route.summary, content: { 'application/json': { schema: answerSchemaOf(route) } } },
        '4XX': ERROR_RESPONSE,
      },
    };
  }
  for (const [path, operations] of Object.entries(OUTSIDE_PATHS)) paths[path] = { ...paths[path], ...operations };
  return {
    openapi: '3.1.0',
    info: { title: 'Fanline REST API', version: '1.0.0', description: 'Each path calls one tRPC procedure (also served at /trpc) with the same validation and rules, except the webhooks, OAuth returns and media links, which other services and browsers call.' },
    // Relative: the document describes whichever host serves it.
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token from /api/auth/login or /api/auth/register.' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['detail'],
          properties: {
            detail: { type: 'string' },
            errors: { type: 'array', items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } } },
          },
        },
      },
    },
    paths,
  };
}
