import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';

/**
 * The name of the unique index or constraint a failed write broke, or null when the error is
 * something else. Races between two requests end here: the index decides, not a prior SELECT.
 */
export function uniqueViolationOf(error: unknown): string | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === UNIQUE_VIOLATION ? (driverError.constraint ?? '') : null;
}
