import { apiRoutePaths, type ApiRouteName } from '@reunion/contracts';
import { answerParser } from './answerSchemas.js';
import { apiRequest } from './apiRequest.js';
import type { ApiAnswer, ApiCallInput, ApiInputArgs } from './apiTypes.js';
import { apiUrl, type ApiUrlParts } from './apiUrl.js';

/**
 * Calls a route of the route table by name (docs/api.md, "The typed client"): its path parameters
 * and query go into the address, its body is sent as JSON (an upload's FormData as it is), and
 * its JSON answer is checked against the route's schema and typed by it. A route that answers a
 * file resolves to the Response. A non-OK answer throws an ApiRequestError.
 */
export async function callApi<Name extends ApiRouteName>(
  name: Name,
  ...[input]: ApiInputArgs<ApiCallInput<Name>>
): Promise<ApiAnswer<Name>> {
  const { method, ...route } = apiRoutePaths[name];
  const { body, signal, answerSchema, ...location } = (input ?? {}) as ApiUrlParts & {
    body?: unknown;
    signal?: AbortSignal;
    answerSchema?: () => Promise<{ parse(body: unknown): unknown }>;
  };
  const parse = 'answer' in route ? undefined : answerParser(name, answerSchema);
  const response = await apiRequest(method, apiUrl(name, location), body, signal);
  if (!parse) return response as ApiAnswer<Name>;
  return (await parse(await response.json())) as ApiAnswer<Name>;
}
