import { BoundedQueue } from './bounded-queue.js';

const full = () => new Error('full');
/** Work that runs until `release()` is called. */
function held() {
  let release = () => {};
  const work = () => new Promise<void>((resolve) => (release = resolve));
  return { work, release: () => release() };
}

describe('BoundedQueue', () => {
  it('runs atOnce, keeps waiting more, refuses beyond, and takes more again as turns end', async () => {
    const queue = new BoundedQueue(1, 1, full);
    const [first, second] = [held(), held()];
    const running = queue.run(first.work);
    const waiting = queue.run(second.work);
    await expect(queue.run(async () => 'third')).rejects.toThrow('full');
    first.release();
    await running;
    // The second runs now, and the place it waited in is free again.
    const fourth = queue.run(async () => 'fourth');
    await expect(queue.run(async () => 'fifth')).rejects.toThrow('full');
    second.release();
    await waiting;
    expect(await fourth).toBe('fourth');
  });

  it('gives a waiting place back when its wait is called off (a ZIP download whose member left)', async () => {
    const queue = new BoundedQueue(1, 1, full);
    const first = held();
    const running = queue.run(first.work);
    const leaving = new AbortController();
    const waiting = queue.run(async () => 'never run', { signal: leaving.signal });
    await expect(queue.run(async () => 'third')).rejects.toThrow('full');
    leaving.abort();
    await expect(waiting).rejects.toThrow();
    const next = queue.run(async () => 'next');
    first.release();
    await running;
    expect(await next).toBe('next');
  });

  it('with no one allowed to wait, still runs what has a free turn', async () => {
    const queue = new BoundedQueue(1, 0, full);
    const first = held();
    const running = queue.run(first.work);
    await expect(queue.run(async () => 'second')).rejects.toThrow('full');
    first.release();
    await running;
    expect(await queue.run(async () => 'third')).toBe('third');
  });
});
