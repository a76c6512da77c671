import type { Server } from 'node:http';
import { type ApiRoute, apiRoutes } from '@reunion/contracts';

/**
 * Every answer a test app gives in a test file, held against the route table (contracts), the
 * API's reference served at /api/docs: a status the table does not list for its route, or a
 * file of another type than the route names, fails the file that saw it (test/jest-setup.ts).
 * Without this the table said 401 where the server answers 403, and left out the 503s of
 * password work and a 409 that API tests had long checked.
 */
interface Answer {
  method: string;
  path: string;
  status: number;
  contentType: string;
}

const answers: Answer[] = [];

/** Routes with fewer path parameters first, so /api/photos/download-all is not /api/photos/{id}. */
const tableRoutes = (Object.entries(apiRoutes) as [string, ApiRoute][])
  .map(([name, route]) => ({
    name,
    route,
    pattern: new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/]+')}$`),
    parameters: route.path.split('{').length - 1,
  }))
  .sort((a, b) => a.parameters - b.parameters);

/**
 * Statuses any route may answer: a revalidation's 304, and an unexpected failure's 500, which no
 * route declares (the fault tests cause one on purpose: storage failing mid-save).
 */
const ANY_ROUTE = new Set([304, 500]);

export function recordAnswers(server: Server): void {
  server.on('request', (req, res) => {
    res.on('finish', () =>
      answers.push({
        method: req.method ?? '',
        path: new URL(req.url ?? '/', 'http://test').pathname,
        status: res.statusCode,
        contentType: String(res.getHeader('content-type') ?? ''),
      }),
    );
  });
}

/** Whether a file's media type is the one the table names (`image/*` takes any image). */
function fileTypeMatches(named: string, contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim() ?? '';
  return named.endsWith('/*') ? type.startsWith(named.slice(0, -1)) : type === named;
}

/** The answers the route table does not describe, one line each, each kind once. */
export function answersOffTheTable(): string[] {
  const off = new Set<string>();
  for (const { method, path, status, contentType } of answers) {
    const match = tableRoutes.find(
      ({ route, pattern }) => route.method === method && pattern.test(path),
    );
    if (!match) continue;
    const { name, route } = match;
    if (status !== route.status && !route.errors.includes(status) && !ANY_ROUTE.has(status))
      off.add(`${name} (${method} ${route.path}) answered ${status}, not in its errors`);
    if (
      status === route.status &&
      'file' in route.answer &&
      !fileTypeMatches(route.answer.file, contentType)
    )
      off.add(
        `${name} (${method} ${route.path}) answered a ${contentType}, not ${route.answer.file}`,
      );
  }
  return [...off];
}
