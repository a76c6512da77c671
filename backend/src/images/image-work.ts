import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import PQueue from 'p-queue';

/**
 * Photos decoded and encoded at once by this process. sharp runs each on libuv's thread pool (4
 * threads), which argon2's password hashing and file reads share: with every thread decoding
 * large photos, sign-ins and page loads waited behind them. Two leave the other threads free.
 */
export const IMAGE_WORK_AT_ONCE = 2;
/** How many more may wait for a turn (a profile save brings up to three photos); 503 beyond. */
export const IMAGE_WORK_WAITING = 24;

export const imageWorkBusy =
  'Many classmates are sending photos right now. Please try again in a minute.';

/**
 * Every decode and encode of a photo a member sent (album uploads, profile photos, directory
 * thumbnails) takes a turn here. Per process: each replica protects itself.
 */
@Injectable()
export class ImageWork {
  private readonly queue = new PQueue({ concurrency: IMAGE_WORK_AT_ONCE });

  /** Runs `work` in a turn; 503 with Retry-After when too many already wait. */
  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.queue.size >= IMAGE_WORK_WAITING)
      return Promise.reject(new ServiceUnavailableException(imageWorkBusy));
    return this.queue.add(work);
  }
}
