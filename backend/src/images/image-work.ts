import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { MAX_PROFILE_PHOTOS } from '@reunion/contracts';
import { TooManyAttemptsException } from '../common/api-exceptions.js';
import { BoundedQueue } from '../common/bounded-queue.js';

/**
 * Photos decoded and encoded at once by this process. sharp runs each on libuv's thread pool,
 * which argon2's password hashing and file reads share: with every thread decoding large photos,
 * sign-ins and page loads waited behind them. Two leave the other threads free (the pool has
 * eight: backend/scripts/node-flags.mjs).
 */
export const IMAGE_WORK_AT_ONCE = 2;
/** How many more may wait for a turn; 503 beyond. */
export const IMAGE_WORK_WAITING = 24;
/** A member's photos running or waiting at once: a profile save's three. */
export const IMAGE_WORK_PER_MEMBER = MAX_PROFILE_PHOTOS;

export const imageWorkMessages = {
  busy: 'Many classmates are sending photos right now. Please try again in a moment.',
  yoursStillRunning: 'Your photos are still being processed. Please try again in a moment.',
} as const;

/** Seconds a refused sender is asked to wait: a few photos' decoding. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Every decode and encode of a photo a member sent (album uploads, profile photos) takes a turn
 * here; directory thumbnails, made from photos already re-encoded small, do not. A member has at
 * most a profile save's photos in it at once, so a few accounts cannot fill every place.
 */
@Injectable()
export class ImageWork {
  private readonly queue = new BoundedQueue(
    IMAGE_WORK_AT_ONCE,
    IMAGE_WORK_WAITING,
    () => new ServiceUnavailableException(imageWorkMessages.busy),
  );
  /** Each member's photos running or waiting. */
  private readonly perMember = new Map<number, number>();

  /** Runs `work` in a turn; 429 when the member has a save's worth in already, 503 when full. */
  async run<T>(memberId: number, work: () => Promise<T>): Promise<T> {
    const theirs = this.perMember.get(memberId) ?? 0;
    if (theirs >= IMAGE_WORK_PER_MEMBER)
      throw new TooManyAttemptsException(RETRY_AFTER_SECONDS, imageWorkMessages.yoursStillRunning);
    const turn = this.queue.run(work);
    this.perMember.set(memberId, theirs + 1);
    try {
      return await turn;
    } finally {
      const left = (this.perMember.get(memberId) ?? 1) - 1;
      if (left === 0) this.perMember.delete(memberId);
      else this.perMember.set(memberId, left);
    }
  }
}
