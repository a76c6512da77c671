import type { InsightsSummary } from '@reunion/contracts';
import { theme } from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { attendanceBars } from './chartData';

/** Reunion and Paris answers side by side, stacked yes / maybe / no, in antd's status colours. */
export function AttendanceChart({ summary }: { readonly summary: InsightsSummary }) {
  const { token } = theme.useToken();
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      data={attendanceBars(summary)}
      layout="vertical"
      style={{ width: '100%', height: 180 }}
      margin={{ left: 8, right: 16 }}
    >
      <CartesianGrid horizontal={false} stroke={token.colorBorderSecondary} />
      <XAxis type="number" allowDecimals={false} />
      <YAxis type="category" dataKey="event" width={70} />
      <Tooltip />
      <Legend />
      <Bar dataKey="yes" name="Attending" stackId="answers" fill={token.colorSuccess} />
      <Bar dataKey="maybe" name="Maybe" stackId="answers" fill={token.colorWarning} />
      <Bar dataKey="no" name="Not Attending" stackId="answers" fill={token.colorError} />
    </BarChart>
  );
}
