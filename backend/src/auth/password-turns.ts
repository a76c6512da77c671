import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { BoundedQueue } from '../common/bounded-queue.js';
import { authErrors } from './auth.messages.js';

/**
 * Password hashes and checks run at once by this process. argon2 runs each on libuv's thread
 * pool, which the gzip of every answer, file reads and ImageWork's photo decodes share: a burst
 * of sign-ins filled it, and everyone's pages and photos waited behind the burst (README,
 * "Passwords"). Two, measured against one (bench/RESULTS.md, "A burst of sign-ins"): a
 * classmate's p95 during 40 sign-ins at once is 21 ms instead of 11, and the burst is answered in
 * 0.65 s instead of 1.06 s. With photo turns as well, four threads of the pool's eight
 * (backend/scripts/node-flags.mjs) stay free for the rest.
 */
export const PASSWORD_WORK_AT_ONCE = 2;
/**
 * How many more may wait for a turn: a second or two of hashing on two small cores, which a
 * burst of classmates signing in at the venue stays well within; 503 beyond.
 */
export const PASSWORD_WORK_WAITING = 100;

/** Every argon2 hash and check a request asks for takes a turn here. Per process, like ImageWork. */
@Injectable()
export class PasswordTurns {
  private readonly queue = new BoundedQueue(
    PASSWORD_WORK_AT_ONCE,
    PASSWORD_WORK_WAITING,
    () => new ServiceUnavailableException(authErrors.busy),
  );

  /** Runs `work` in a turn; 503 when PASSWORD_WORK_WAITING already wait. */
  run<T>(work: () => Promise<T>): Promise<T> {
    return this.queue.run(work);
  }
}
