import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmitStatus } from './SubmitStatusNotice';
import { ERROR_BANNER_MS } from './timings';

export interface SubmitStatusState {
  status: SubmitStatus;
  message?: string;
}

/**
 * The banner's state. An error clears itself after ERROR_BANNER_MS; a success is
 * closed by the notice itself, or by the screen moving on.
 */
export function useSubmitStatus() {
  const [state, setState] = useState<SubmitStatusState>({ status: 'idle' });
  const errorTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clearTimer = () => {
    if (errorTimer.current !== undefined) clearTimeout(errorTimer.current);
    errorTimer.current = undefined;
  };
  useEffect(() => clearTimer, []);

  const show = useCallback((status: SubmitStatus, message?: string) => {
    clearTimer();
    setState({ status, message });
    if (status === 'error') {
      errorTimer.current = setTimeout(() => setState({ status: 'idle' }), ERROR_BANNER_MS);
    }
  }, []);
  const close = useCallback(() => show('idle'), [show]);

  return { ...state, show, close };
}
