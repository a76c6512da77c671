import { ALBUM_UPLOAD_PROGRESS } from '@reunion/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the full bar stays before the card resets. */
export const PROGRESS_DONE_SHOWN_MS = 600;

export interface UploadProgress {
  /** 0–100 while an upload is shown, null otherwise. */
  percent: number | null;
  start: () => void;
  finish: () => void;
  reset: () => void;
}

/**
 * docs/pages.md, "Photo album": the bar starts at 10 and rises by 10 every 300 ms up to 90 while
 * the request is in flight (the browser reports no real progress for a fetch), then 100 when
 * it is done.
 */
export function useUploadProgress(): UploadProgress {
  const [percent, setPercent] = useState<number | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const hider = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTimers = useCallback(() => {
    if (ticker.current !== null) clearInterval(ticker.current);
    if (hider.current !== null) clearTimeout(hider.current);
    ticker.current = null;
    hider.current = null;
  }, []);

  const start = useCallback(() => {
    stopTimers();
    setPercent(ALBUM_UPLOAD_PROGRESS.start);
    ticker.current = setInterval(() => {
      setPercent((current) =>
        current === null
          ? current
          : Math.min(current + ALBUM_UPLOAD_PROGRESS.step, ALBUM_UPLOAD_PROGRESS.capUntilDone),
      );
    }, ALBUM_UPLOAD_PROGRESS.intervalMs);
  }, [stopTimers]);

  const finish = useCallback(() => {
    stopTimers();
    setPercent(ALBUM_UPLOAD_PROGRESS.done);
    hider.current = setTimeout(() => setPercent(null), PROGRESS_DONE_SHOWN_MS);
  }, [stopTimers]);

  const reset = useCallback(() => {
    stopTimers();
    setPercent(null);
  }, [stopTimers]);

  useEffect(() => stopTimers, [stopTimers]);

  return { percent, start, finish, reset };
}
