/** What an answer is checked with: a zod schema, classic or mini. */
interface AnswerSchema<T> {
  parse(body: unknown): T;
}

/**
 * A parser whose schema is fetched the first time an answer is checked (pass a dynamic import
 * of the contracts). A page taken over with the data its server rendered checks nothing, so
 * its section neither downloads nor runs zod and the schemas built with it while the phone
 * takes the page over: a large part of a section's first task otherwise.
 */
export function parseOnDemand<T>(
  loadSchema: () => Promise<AnswerSchema<T>>,
): (body: unknown) => Promise<T> {
  let schema: Promise<AnswerSchema<T>> | undefined;
  return async (body) => {
    schema ??= loadSchema().catch((error: unknown) => {
      schema = undefined; // a failed chunk load is tried again with the next answer
      throw error;
    });
    return (await schema).parse(body);
  };
}
