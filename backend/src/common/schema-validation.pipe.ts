import {
  StandardSchemaValidationPipe,
  type StandardSchemaValidationPipeOptions,
} from '@nestjs/common';
import { InvalidInputException } from './api-exceptions.js';

/** The Standard Schema issue list, as Nest hands it over (no direct dependency on the spec package). */
type Issues = Parameters<NonNullable<StandardSchemaValidationPipeOptions['exceptionFactory']>>[0];
type Issue = Issues[number];

const ROOT = '_';

function fieldOf(issue: Issue): string {
  const first = issue.path?.[0];
  if (first === undefined) return ROOT;
  return String(typeof first === 'object' ? first.key : first);
}

/** zod issues → `{ error: 'Invalid input: email, password', fields: { email: [...] } }`. */
export function invalidInputFrom(issues: Issues): InvalidInputException {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    (fields[field] ??= []).push(issue.message);
  }
  const named = Object.keys(fields).filter((field) => field !== ROOT);
  const message =
    named.length > 0
      ? `Invalid input: ${named.join(', ')}`
      : `Invalid input: ${fields[ROOT]?.[0] ?? 'request'}`;
  return new InvalidInputException(message, fields);
}

/** Validates every `@JsonBody({ schema })` / `@Query({ schema })` with the contracts' zod schemas. */
export function schemaValidationPipe(): StandardSchemaValidationPipe {
  return new StandardSchemaValidationPipe({ exceptionFactory: invalidInputFrom });
}
