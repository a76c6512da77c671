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
 * One save per member at a time (the site's form never sends two), SAVES_IN_FLIGHT in all. Per
 * process: each replica protects itself.
 */
@Injectable()
export class SavesInFlight {
  private readonly members = new Set<number>();

  /** Takes a place for `memberId`'s save: 429 when theirs is still running, 503 when all are. */
  hold(memberId: number): () => void {
    if (this.members.has(memberId))
      throw new TooManyAttemptsException(RETRY_AFTER_SECONDS, profileErrors.saveStillSending);
    if (this.members.size >= SAVES_IN_FLIGHT)
      throw new ServiceUnavailableException(profileErrors.manySaving);
    this.members.add(memberId);
    return () => this.members.delete(memberId);
  }
}
