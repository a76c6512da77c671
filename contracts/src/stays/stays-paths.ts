/** Where the day-by-day view reads the stays (zod-free, for the pages' first render). */
export const STAYS_PATH = '/api/stays';

export function stayCompanionsPath(profileId: number): string {
  return `${STAYS_PATH}/companions/${profileId}`;
}
