import { lazy } from 'react';

// Prefetched (a <link rel="prefetch"> once the page's own code has loaded): the chunk is in the
// cache when the Attendance Summary tab opens, but it runs only then. Running it at load, as an
// idle-time import did, was the longest task of the page on a phone (recharts, 200+ ms).
const loadCharts = () =>
  import(/* webpackChunkName: "insights-charts", webpackPrefetch: true */ './chartsModule');

export const LazyAttendanceChart = lazy(() =>
  loadCharts().then((module) => ({ default: module.AttendanceChart })),
);
export const LazySharesChart = lazy(() =>
  loadCharts().then((module) => ({ default: module.SharesChart })),
);
export const LazyStayChart = lazy(() =>
  loadCharts().then((module) => ({ default: module.StayChart })),
);
