import type { INestApplication } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject, type OperationObject, type PathItemObject, type ResponseObject } from '@nestjs/swagger';
import { API_ERRORS, type ApiErrorCode } from '@isl/contracts';
import { ACCESS_RULE, SESSION_COOKIE, type AccessRule } from './identity';
import { API_ERROR_CODES } from './platform/http/api-error-codes.decorator';
import { OPENAPI_DOCUMENT_PATH, OPENAPI_PAGE_PATH, STATE_CHANGING_METHODS } from './platform/http/api-paths';

/** Served by @nestjs/swagger, not by a controller. */
export const OPENAPI_ROUTES = [`GET ${OPENAPI_PAGE_PATH}`, `GET ${OPENAPI_DOCUMENT_PATH}`];

/** Every state-changing request passes the checks in security/ and the JSON body parser first, whatever its route. */
const STATE_CHANGING_CODES: ApiErrorCode[] = ['CROSS_SITE_REQUEST', 'UNSUPPORTED_MEDIA_TYPE', 'INVALID_JSON', 'INVALID_CHARACTERS', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED'];
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** An operation with the list of its error codes, also machine-readable for clients and tests. */
export type DocumentedOperation = OperationObject & { 'x-error-codes': ApiErrorCode[] };

interface Route {
  controller: new (...args: never[]) => unknown;
  handler: (...args: never[]) => unknown;
}

/** Serves the reference page at /api/docs and the document at /api/docs-json, built on first request. */
export function setUpOpenApi(app: INestApplication): void {
  SwaggerModule.setup(OPENAPI_PAGE_PATH, app, () => openApiDocument(app), {
    jsonDocumentUrl: OPENAPI_DOCUMENT_PATH,
    raw: ['json'],
    customSiteTitle: 'Iraqi Stars League API',
    // No badge from validator.swagger.io: the page loads nothing from other hosts (see security-headers.ts).
    swaggerOptions: { validatorUrl: null },
  });
}

/** The OpenAPI document of the api: routes and DTOs as Nest declares them, and the error codes of every route. */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Iraqi Stars League API')
    .setDescription(
      'Every error is `{ statusCode, code, message }`, with a stable `code` from the catalogue in libs/contracts ' +
        '(each route lists its codes under its responses and in `x-error-codes`). Signed-in routes take the ' +
        `\`${SESSION_COOKIE}\` cookie set by sign-in. State-changing requests must send JSON from the app's own origin.`,
    )
    .setVersion('1')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }, SESSION_COOKIE)
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) => `${controller}_${method}`,
  });
  const routes = routesByOperationId(app);
  const reflector = new Reflector();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = (item as PathItemObject)[method];
      if (!operation) continue;
      const route = routes.get(operation.operationId ?? '');
      if (!route) throw new Error(`OpenAPI: no handler found for ${method.toUpperCase()} ${path}`);
      describeAccessAndErrors(operation as DocumentedOperation, method, route, reflector);
    }
  }
  document.paths[OPENAPI_PAGE_PATH] = { get: documentationRoute('This reference page', 'text/html') };
  document.paths[OPENAPI_DOCUMENT_PATH] = { get: documentationRoute('This OpenAPI document', 'application/json') };
  return document;
}

function describeAccessAndErrors(operation: DocumentedOperation, method: string, route: Route, reflector: Reflector): void {
  const targets = [route.handler, route.controller];
  const rule = reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, targets);
  const codes = new Set<ApiErrorCode>(reflector.getAllAndMerge<ApiErrorCode[]>(API_ERROR_CODES, targets));
  if (rule) {
    operation.security = [{ [SESSION_COOKIE]: [] }];
    codes.add('UNAUTHORIZED');
    if (rule.roles.length > 0) codes.add('FORBIDDEN');
  }
  if (operation.parameters?.length || operation.requestBody) codes.add('VALIDATION_FAILED');
  if (STATE_CHANGING_METHODS.has(method.toUpperCase())) STATE_CHANGING_CODES.forEach((code) => codes.add(code));
  codes.add('INTERNAL_ERROR');

  const sorted = [...codes].sort((a, b) => API_ERRORS[a] - API_ERRORS[b] || a.localeCompare(b));
  operation['x-error-codes'] = sorted;
  for (const status of new Set(sorted.map((code) => API_ERRORS[code]))) {
    const ofStatus = sorted.filter((code) => API_ERRORS[code] === status);
    const existing = operation.responses[status] as ResponseObject | undefined;
    operation.responses[status] = {
      ...existing,
      description: [existing?.description, ofStatus.map((code) => `\`${code}\``).join(', ')].filter(Boolean).join('; '),
      content: existing?.content ?? { 'application/json': { schema: errorBodySchema(status, ofStatus) } },
    };
  }
}

function errorBodySchema(status: number, codes: ApiErrorCode[]) {
  return {
    type: 'object' as const,
    required: ['statusCode', 'code', 'message'],
    properties: {
      statusCode: { type: 'integer' as const, enum: [status] },
      code: { type: 'string' as const, enum: codes },
      message: { type: 'string' as const, description: 'For people; the web app shows its own text for the code.' },
    },
  };
}

function documentationRoute(summary: string, contentType: string): DocumentedOperation {
  return {
    summary,
    tags: ['docs'],
    responses: { 200: { description: summary, content: { [contentType]: {} } } },
    'x-error-codes': [],
  };
}

/** The handler behind each operation id (`<Controller>_<method>`, as the factory above names them). */
function routesByOperationId(app: INestApplication): Map<string, Route> {
  const scanner = new MetadataScanner();
  const routes = new Map<string, Route>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype, instance } of module.controllers.values()) {
      if (!metatype || !instance) continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, Route['handler']>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        if (Reflect.getMetadata(PATH_METADATA, prototype[name]) === undefined) continue;
        routes.set(`${metatype.name}_${name}`, { controller: metatype as Route['controller'], handler: prototype[name] });
      }
    }
  }
  return routes;
}
