import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  reqId: string;
}

/**
 * The request a log line was written for, so that a service's own line (a reset mail kept, a
 * failed query) carries the same request id as the request's access line.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();
