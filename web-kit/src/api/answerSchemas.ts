import type { ApiRouteName, ApiRoutes } from '@reunion/contracts';

let routeTable: Promise<ApiRoutes> | undefined;

/**
 * The full route table, with every answer's schema, fetched the first time an answer is checked
 * (a chunk of its own). A page taken over with the data its server rendered checks nothing, so
 * its section neither downloads nor runs zod and the schemas built with it while the phone takes
 * the page over: a large part of a section's first task otherwise (bench/RESULTS.md, "First load").
 */
function loadRouteTable(): Promise<ApiRoutes> {
  // A request of its own: a chunk apart from the schemas callers name (answerParser's loadSchema).
  routeTable ??= import('@reunion/contracts/route-table').then(
    (contracts) => contracts.apiRoutes,
    (error: unknown) => {
      routeTable = undefined; // a failed chunk load is tried again with the next answer
      throw error;
    },
  );
  return routeTable;
}

/** What an answer is checked with: a zod schema, classic or mini. */
interface AnswerSchema {
  parse(body: unknown): unknown;
}

/**
 * Starts loading the checker of a route's answer (beside its request, not after it) and returns
 * the function that checks the answer with it: the route table's schema, or the one `loadSchema`
 * gives (a caller on a first screen's path names its schema, which rspack then loads alone).
 */
export function answerParser(
  name: ApiRouteName,
  loadSchema?: () => Promise<AnswerSchema>,
): (body: unknown) => Promise<unknown> {
  const schema = loadSchema
    ? loadSchema()
    : loadRouteTable().then((table) => table[name].answer as unknown as AnswerSchema);
  schema.catch(() => undefined); // a failure is the parse's to report, once the answer is in
  return async (body) => (await schema).parse(body);
}
