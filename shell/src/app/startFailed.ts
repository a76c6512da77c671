import { TAKE_OVER } from '@reunion/contracts';

/**
 * Tells the page script that the shell could not start (a script of its start did not load):
 * nothing will take the page over, so it stops holding the visitor's taps and says so
 * (shell/src/page-script/). Nothing listens on a page the browser draws alone.
 */
export function startFailed(): void {
  document.dispatchEvent(new Event(TAKE_OVER.failedEvent));
}
