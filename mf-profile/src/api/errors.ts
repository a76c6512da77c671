import { ApiRequestError } from '@reunion/web-kit';

/**
 * The text after "Failed to … profile: ". An API error's message is `status: body` (docs/api.md,
 * "Errors"); the server's bodies are JSON (`{ "error": … }`), so its own sentence replaces the raw
 * JSON after the status, which is what a person can read.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.serverError) {
    return `${error.status}: ${error.serverError}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The fields a 400 answer names (`{ error, fields: { email: [...] } }`, docs/api.md, "Errors"), so
 * the form can mark them and the 'Validation Issues' toast can list them.
 */
export function invalidFieldsOf(error: unknown): Record<string, string[]> | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return undefined;
  try {
    const body: unknown = JSON.parse(error.bodyText);
    if (typeof body !== 'object' || body === null || !('fields' in body)) return undefined;
    const fields = (body as { fields: unknown }).fields;
    if (typeof fields !== 'object' || fields === null) return undefined;
    const result: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(fields)) {
      if (Array.isArray(messages)) {
        result[field] = messages.filter(
          (message): message is string => typeof message === 'string',
        );
      }
    }
    return Object.keys(result).length > 0 ? result : undefined;
  } catch {
    return undefined;
  }
}
