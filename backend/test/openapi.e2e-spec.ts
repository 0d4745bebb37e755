import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { API_ERRORS, isApiErrorCode, type ApiErrorCode } from '@isl/contracts';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { DocumentedOperation } from '../src/openapi';
import { apiRoutes } from './support/api-routes';
import { startTestApp, TestApp } from './support/test-app';

/** The API tables of the docs. */
const API_DOCS = join(__dirname, '..', '..', 'docs', 'api.md');
/** The spec's "Calls made" table, as this repository keeps it. */
const SPEC_CALLS = join(__dirname, 'fixtures', 'spec-calls-made.md');

interface TableRoute {
  /** "GET /api/teams/{id}/players", in the document's spelling. */
  route: string;
  /** Error codes the row names, e.g. 409 `EMAIL_TAKEN`. */
  codes: ApiErrorCode[];
}

interface ErrorResponse {
  content: { 'application/json': { schema: { properties: { code: { enum: string[] } } } } };
}

/** "GET /api/teams/:id/players?limit=" and "GET /api/teams/{id}/players" both as the document writes them. */
const normalize = (method: string, path: string) => `${method} ${path.split('?')[0].replace(/:(\w+)/g, '{$1}')}`;
/** The routes the api's controllers declare under /api (not the files at the site's root), in the document's spelling. */
const declaredRoutes = (app: TestApp['app']) =>
  apiRoutes(app)
    .map((route) => route.split(' ') as [string, string])
    .filter(([, path]) => path.startsWith('/api/'))
    .map((route) => normalize(...route));

/**
 * The routes of the markdown tables whose first cell is a method and an /api path: docs/api.md rows such as
 * | `GET /api/matches/live`, `/today`, `/upcoming?limit=` | ... | (later paths are siblings of the first, or
 * whole /api paths), and the spec's | GET /api/teams/{id}/players | ... |.
 */
function tableRoutes(markdown: string): TableRoute[] {
  return markdown.split('\n').flatMap((line) => {
    const [, firstCell, ...otherCells] = line.split(/(?<!\\)\|/);
    const match = firstCell?.trim().match(/^`?(GET|POST|PUT|PATCH|DELETE) (\/api\/[^`\s]*)`?(.*)$/);
    if (!match) return [];
    const [, method, first, more] = match;
    const parent = first.split('?')[0].replace(/\/[^/]*$/, '');
    const siblings = [...more.matchAll(/`(\/[^`]*)`/g)].map(([, path]) => (path.startsWith('/api/') ? path : `${parent}${path}`));
    const codes = [...otherCells.join('|').matchAll(/\b[A-Z][A-Z_]+[A-Z]\b/g)].map(([code]) => code).filter(isApiErrorCode);
    return [first, ...siblings].map((path) => ({ route: normalize(method, path), codes }));
  });
}

let t: TestApp;
let document: OpenAPIObject;
const operations = new Map<string, DocumentedOperation>();

beforeAll(async () => {
  t = await startTestApp();
  const res = await request(t.app.getHttpServer()).get('/api/docs-json').expect(200).expect('content-type', /application\/json/);
  document = res.body as OpenAPIObject;
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) operations.set(`${method.toUpperCase()} ${path}`, operation as DocumentedOperation);
  }
});
afterAll(() => t.close());

describe('GET /api/docs-json: the OpenAPI document', () => {
  it('is OpenAPI 3 and holds every route the api declares', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(declaredRoutes(t.app).filter((route) => !operations.has(route))).toEqual([]);
  });

  it('holds every route of docs/api.md\'s tables, with the error codes each row names', () => {
    const rows = tableRoutes(readFileSync(API_DOCS, 'utf8'));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((row) => !operations.has(row.route)).map((row) => row.route)).toEqual([]);
    const missingCodes = rows.flatMap(({ route, codes }) =>
      codes.filter((code) => !operations.get(route)?.['x-error-codes'].includes(code)).map((code) => `${route}: ${code}`),
    );
    expect(missingCodes).toEqual([]);
  });

  it('holds every route of the spec\'s "Calls made" that the api serves today', () => {
    const served = new Set(declaredRoutes(t.app));
    const calls = tableRoutes(readFileSync(SPEC_CALLS, 'utf8')).filter((row) => served.has(row.route));
    expect(calls.length).toBeGreaterThanOrEqual(10);
    expect(calls.filter((row) => !operations.has(row.route)).map((row) => row.route)).toEqual([]);
  });

  it('lists for every route the error codes it can answer with, each as a response of its status', () => {
    for (const [route, operation] of operations) {
      const codes = operation['x-error-codes'];
      expect({ route, codes: codes.filter((code) => !isApiErrorCode(code)) }).toEqual({ route, codes: [] });
      for (const code of codes) {
        const response = operation.responses[API_ERRORS[code]] as unknown as ErrorResponse | undefined;
        expect({ route, code, documented: response?.content['application/json'].schema.properties.code.enum.includes(code) }).toEqual({ route, code, documented: true });
      }
    }
  });

  it('derives the codes every route of a kind may answer with', () => {
    const codes = (route: string) => operations.get(route)?.['x-error-codes'];
    expect(codes('GET /api/teams')).toEqual(['VALIDATION_FAILED', 'SEASON_NOT_FOUND', 'INTERNAL_ERROR']);
    expect(codes('GET /api/matches/{id}')).toEqual(['VALIDATION_FAILED', 'MATCH_NOT_FOUND', 'INTERNAL_ERROR']);
    expect(codes('GET /api/predictions/my')).toEqual(['UNAUTHORIZED', 'INTERNAL_ERROR']);
    expect(codes('POST /api/admin/matches/{id}/commands')).toEqual(expect.arrayContaining(['UNAUTHORIZED', 'FORBIDDEN', 'CROSS_SITE_REQUEST', 'RATE_LIMITED', 'ILLEGAL_TRANSITION']));
    // The Idempotency-Key header's codes join the route's own.
    for (const route of ['POST /api/predictions', 'POST /api/weekly-squad', 'POST /api/articles/{id}/comments']) {
      expect(codes(route)).toEqual(expect.arrayContaining(['IDEMPOTENCY_KEY_INVALID', 'IDEMPOTENCY_KEY_REUSED']));
      expect(operations.get(route)?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'Idempotency-Key', required: false })]));
    }
    expect(codes('POST /api/predictions')).toEqual(expect.arrayContaining(['PREDICTION_CLOSED', 'JOKER_USED']));
    expect(operations.get('GET /api/predictions/my')?.security).toEqual([{ isl_session: [] }]);
    expect(operations.get('GET /api/teams')?.security).toBeUndefined();
  });

  it('describes the request bodies from the DTOs', () => {
    const schemas = document.components?.schemas as Record<string, { properties: Record<string, unknown>; required?: string[] }>;
    expect(schemas.RegisterDto.required).toEqual(['email', 'password', 'firstName']);
    expect(Object.keys(schemas.RegisterDto.properties)).toEqual(['email', 'password', 'firstName', 'lastName']);
    expect(schemas.CreatePredictionBody.properties.prediction).toEqual(expect.objectContaining({ enum: ['home', 'draw', 'away'] }));
  });
});

describe('GET /api/docs: the reference page', () => {
  it('answers 200 HTML whose scripts and styles come from this server, under the usual CSP', async () => {
    const api = request(t.app.getHttpServer());
    const page = await api.get('/api/docs').expect(200).expect('content-type', /text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const assets = [...page.text.matchAll(/(?:src|href)=["']([^"']+)["']/g)].map(([, url]) => url);
    expect(assets).toEqual(expect.arrayContaining(['./docs/swagger-ui-bundle.js', './docs/swagger-ui-init.js', './docs/swagger-ui.css']));
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//);
      await api.get(new URL(asset, 'http://localhost/api/docs').pathname).expect(200);
    }
    expect(page.text).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
