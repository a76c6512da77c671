/**
 * Runs `callback` once the browser has drawn the next frame: a requestAnimationFrame callback
 * runs just before the frame is drawn, and a task queued from it runs after. Where there are no
 * frames (a test's document, a hidden tab), it runs in a task of its own.
 */
export function afterNextPaint(callback: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    setTimeout(callback);
    return;
  }
  requestAnimationFrame(() => setTimeout(callback));
}
