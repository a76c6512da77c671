import { pipeline, type Readable, Transform } from 'node:stream';

/** What a ZIP must move in each stall window to go on: 64 KiB a minute is about 1 KB/s. */
const MIN_BYTES_PER_WINDOW = 64 * 1024;

/**
 * `source` as it flows on, destroyed with `reason` when a window of `windowMs` passes with less
 * than MIN_BYTES_PER_WINDOW through it. It counts what is taken: with backpressure, a reader that
 * stops reading stops it too, as does a source that stops giving.
 */
export function cutWhenStalled(source: Readable, windowMs: number, reason: string): Readable {
  let moved = 0;
  let movedBefore = 0;
  const flowing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      moved += chunk.length;
      done(null, chunk);
    },
  });
  pipeline(source, flowing, () => undefined);
  const watch = setInterval(() => {
    if (moved - movedBefore < MIN_BYTES_PER_WINDOW) flowing.destroy(new Error(reason));
    movedBefore = moved;
  }, windowMs);
  watch.unref();
  flowing.once('close', () => clearInterval(watch));
  return flowing;
}
