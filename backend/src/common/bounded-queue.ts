import PQueue from 'p-queue';

/**
 * Work that takes turns (p-queue): `atOnce` run, `waiting` more wait for a turn, and beyond that
 * a turn is refused at once with `full()` rather than letting the line grow without end (password hashes,
 * photo decodes, ZIP downloads). Per process: each replica protects itself.
 */
export class BoundedQueue {
  private readonly queue: PQueue;

  constructor(
    private readonly atOnce: number,
    private readonly waiting: number,
    private readonly full: () => Error,
  ) {
    this.queue = new PQueue({ concurrency: atOnce });
  }

  /** Runs `work` in a turn; rejects with `full()` when it would have to wait and the line is full. */
  run<T>(work: () => Promise<T>, options: { signal?: AbortSignal } = {}): Promise<T> {
    const mustWait = this.queue.pending >= this.atOnce;
    if (mustWait && this.queue.size >= this.waiting) return Promise.reject(this.full());
    return this.queue.add(work, options);
  }
}
