import { API_VERSION, type ApiRoute, apiRoutes } from '@reunion/contracts';
import { z } from 'zod';
import { signUp } from '../../test/support/accounts.js';
import { registeredRoutes } from '../../test/support/registered-routes.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

/** `GET /api/profiles/{id}`, as the table writes a path parameter. */
const registered = (t: TestApp) =>
  registeredRoutes(t).map((route) => route.replace(/:(\w+)/g, '{$1}'));

const tableRoutes = (Object.values(apiRoutes) as ApiRoute[]).map(
  (route) => `${route.method} ${route.path}`,
);

describe('the route table (contracts) and the controllers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('list the same endpoints, each once', () => {
    const routes = registered(t);
    expect(routes.length).toBeGreaterThan(30);
    expect(new Set(tableRoutes).size).toBe(tableRoutes.length);
    expect([...routes].sort()).toEqual([...tableRoutes].sort());
  });

  it('serve the table as an OpenAPI 3.1 document with every operation', async () => {
    const response = await t.http().get('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body as {
      openapi: string;
      info: { version: string };
      paths: Record<string, Record<string, { operationId: string; responses: object }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    // The version releases are checked against (a section built for another major is refused).
    expect(document.info.version).toBe(API_VERSION);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual([...tableRoutes].sort());
    // A body's schema is there, as JSON Schema: the login form's two fields.
    const login = document.paths['/api/login']?.post as unknown as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'password']),
    );
  });

  it('say of every route that takes a body that it may be too slow, too large or encoded', () => {
    const bodyRoutes = (Object.entries(apiRoutes) as [string, ApiRoute][]).filter(
      ([, route]) => route.body !== undefined,
    );
    expect(bodyRoutes.length).toBeGreaterThan(10);
    for (const [name, route] of bodyRoutes)
      expect({ name, errors: route.errors }).toEqual({
        name,
        errors: expect.arrayContaining([408, 413, 415]),
      });
  });

  it('serve a page naming every endpoint, with no script', async () => {
    const response = await t.http().get('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    for (const route of Object.values(apiRoutes) as ApiRoute[])
      expect(response.text).toContain(`<code>${route.path}</code>`);
    expect(response.text).not.toContain('<script');
  });

  it("answer what the table says they answer (the member's own user)", async () => {
    const member = await signUp(t, 'table@example.com');
    const response = await member.browser.get(apiRoutes.getUser.path);
    expect(response.status).toBe(apiRoutes.getUser.status);
    expect(() => z.parse(apiRoutes.getUser.answer, response.body)).not.toThrow();
  });
});
