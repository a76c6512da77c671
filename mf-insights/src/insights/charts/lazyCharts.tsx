import { lazy } from 'react';

const loadCharts = () => import(/* webpackChunkName: "insights-charts" */ './chartsModule');

export const LazyAttendanceChart = lazy(() =>
  loadCharts().then((module) => ({ default: module.AttendanceChart })),
);
export const LazySharesChart = lazy(() =>
  loadCharts().then((module) => ({ default: module.SharesChart })),
);
export const LazyStayChart = lazy(() =>
  loadCharts().then((module) => ({ default: module.StayChart })),
);

/**
 * Starts fetching the chart chunk once the page is idle, so the Attendance Summary tab is
 * ready when opened without the cards or the table ever waiting for it. A failed prefetch
 * is ignored here: the chart's own lazy load retries and reports it.
 */
export function prefetchCharts(): () => void {
  const start = () => void loadCharts().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(start, 1000);
  return () => window.clearTimeout(timer);
}
