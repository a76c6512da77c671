import { serverErrorText } from '@reunion/web-kit';

/** SPEC §8: the server's own message when it sent one, else the album's default sentence. */
export function errorText(error: unknown, fallback: string): string {
  return serverErrorText(error) ?? fallback;
}
