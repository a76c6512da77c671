import {
  API_VERSION,
  type AnySchema,
  type ApiRoute,
  apiErrorSchema,
  apiRoutes,
} from '@reunion/contracts';
import { z } from 'zod';
import { SESSION_COOKIE } from '../auth/session/session-data.js';

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'The request is not valid',
  401: 'Not signed in, or the class password is wrong',
  403: 'Not allowed for this account',
  404: 'Not found',
  408: 'The body came too slowly',
  409: 'In conflict with what exists',
  412: 'Based on a version saved over since',
  413: 'Too large',
  415: 'Not a supported type',
  429: 'Too many requests: try again later',
  503: 'Not available now: try again later',
  507: 'The server is short of space',
};

/** A schema as JSON Schema 2020-12, which OpenAPI 3.1 uses as is. */
const jsonSchema = (schema: AnySchema, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

/** The parameters (`in: path` or `query`) of an object schema's properties. */
function parameters(schema: AnySchema | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as {
    properties?: Record<string, object>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function operation(name: string, route: ApiRoute) {
  const answer =
    'file' in route.answer
      ? { content: { [route.answer.file]: {} } }
      : { content: { 'application/json': { schema: jsonSchema(route.answer, 'output') } } };
  const body =
    route.body === undefined
      ? undefined
      : route.body === 'multipart'
        ? { required: true, content: { 'multipart/form-data': {} } }
        : {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
          };
  const error = {
    content: { 'application/json': { schema: jsonSchema(apiErrorSchema, 'output') } },
  };
  return {
    operationId: name,
    summary: route.summary,
    tags: [route.path.split('/')[route.path.startsWith('/api/') ? 2 : 1]],
    'x-access': route.access,
    ...(route.access === 'public' ? { security: [] } : {}),
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(body ? { requestBody: body } : {}),
    responses: {
      [route.status]: { description: STATUS_TEXT[route.status], ...answer },
      ...Object.fromEntries(
        route.errors.map((status) => [
          status,
          { description: STATUS_TEXT[status] ?? '', ...error },
        ]),
      ),
    },
  };
}

/** The OpenAPI 3.1 document of every endpoint, from the contracts' route table. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, route] of Object.entries(apiRoutes) as [string, ApiRoute][]) {
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operation(name, route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Class of 2005 reunion site API',
      version: API_VERSION,
      description:
        `Signed-in calls carry the session cookie (\`${SESSION_COOKIE}\`, \`__Host-\` before it ` +
        'over https) that POST /api/login and POST /api/register set. Every error answer is ' +
        'JSON `{ "error": string }`.',
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
    security: [{ session: [] }],
    paths,
  };
}
