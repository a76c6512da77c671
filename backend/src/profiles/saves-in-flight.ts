import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { TooManyAttemptsException } from '../common/api-exceptions.js';
import { profileErrors } from './profiles.messages.js';

/**
 * Profile saves whose body this process reads and works on at once. A body may be 21 MB of
 * photos as text, and reading, parsing and decoding one holds about 20 MB: 24 at once took the
 * backend from 543 to 977 MB. Eight is far more than a class saves at one moment.
 */
export const SAVES_IN_FLIGHT = 8;

/** Seconds a refused save is asked to wait: a save of three photos on a phone. */
const RETRY_AFTER_SECONDS = 5;

/**
 * One save of a profile per member at a time (the site's form never sends two; the class account
 * may save several members' at once), SAVES_IN_FLIGHT in all. Per process: each replica protects
 * itself.
 */
@Injectable()
export class SavesInFlight {
  /** `member:profile` of each save held. */
  private readonly saves = new Set<string>();

  /**
   * Takes a place for `memberId`'s save of `profile` (its id, or 'new'): 429 when the same is
   * still running, 503 when all are taken. Gives back the function that frees it.
   */
  hold(memberId: number, profile: number | 'new'): () => void {
    const save = `${memberId}:${profile}`;
    if (this.saves.has(save))
      throw new TooManyAttemptsException(RETRY_AFTER_SECONDS, profileErrors.saveStillSending);
    if (this.saves.size >= SAVES_IN_FLIGHT)
      throw new ServiceUnavailableException(profileErrors.manySaving);
    this.saves.add(save);
    return () => this.saves.delete(save);
  }
}
