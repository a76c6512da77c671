import { serverErrorText } from '@reunion/web-kit';

/**
 * The server's own message when it sent one, else the album's default sentence (docs/messages.md,
 * "Album").
 */
export function errorText(error: unknown, fallback: string): string {
  return serverErrorText(error) ?? fallback;
}
