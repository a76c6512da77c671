import { apiFetch } from './apiFetch.js';

/** The HTTP methods the API answers. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-OK answer from the API. The message is `${status}: ${body text or status
 * text}`; `serverError` is the `error` field of the JSON body (docs/api.md, "Errors"), for callers
 * that show the server's own words.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
    readonly serverError?: string,
    readonly serverMessage?: string,
    /** A 400's `fields`: each invalid input with the server's messages for it. */
    readonly fields: Readonly<Record<string, readonly string[]>> = {},
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }
}

function fieldsOf(body: unknown): Record<string, string[]> {
  if (typeof body !== 'object' || body === null || !('fields' in body)) return {};
  const fields = (body as { fields: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, messages]) =>
      Array.isArray(messages) && messages.every((m) => typeof m === 'string')
        ? [[name, messages as string[]]]
        : [],
    ),
  );
}

function stringField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null || !(field in body)) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Throws an ApiRequestError for any non-OK response; returns the response untouched otherwise. */
export async function throwIfNotOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  const body = parseJson(text);
  throw new ApiRequestError(
    response.status,
    text,
    response.statusText,
    stringField(body, 'error'),
    stringField(body, 'message'),
    fieldsOf(body),
  );
}

/**
 * Calls the API with the session cookie. A body is sent as JSON, except FormData (multipart
 * uploads), which the browser encodes itself.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json' },
  };
  if (signal) init.signal = signal;
  if (body !== undefined) {
    init.body = isForm ? body : JSON.stringify(body);
    if (!isForm) init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  return throwIfNotOk(await apiFetch(url, init));
}

/** The server's own words for an error, when it sent any (`error`, else `message`). */
export function serverErrorText(error: unknown): string | undefined {
  if (error instanceof ApiRequestError) return error.serverError ?? error.serverMessage;
  return undefined;
}

/** The server's messages for one input of the form (a 400's `fields`), if it sent any. */
export function serverFieldErrors(error: unknown, field: string): readonly string[] {
  return error instanceof ApiRequestError ? (error.fields[field] ?? []) : [];
}

/** True when the error is an API answer with this status. */
export function isApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiRequestError && error.status === status;
}
