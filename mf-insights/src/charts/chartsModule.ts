// Everything that pulls in the chart library, behind one dynamic import (lazyCharts.tsx) so the
// library lands in one chunk that the page's first paint never waits for.
export { AttendanceChart } from './AttendanceChart';
export { SharesChart } from './SharesChart';
export { StayChart } from './StayChart';
