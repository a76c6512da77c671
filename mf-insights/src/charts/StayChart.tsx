import type { StayDay } from '@reunion/contracts';
import { Grid, theme } from 'antd';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { stayPoints } from './chartData';

/** Classmates in town each night as bars, arrivals and departures per day as lines over them. */
export function StayChart({ days }: { readonly days: readonly StayDay[] }) {
  const { token } = theme.useToken();
  // Six 'Jun 25' labels run into each other on a phone at the default size.
  const wide = Grid.useBreakpoint().sm === true;
  return (
    <ComposedChart
      responsive
      accessibilityLayer={false}
      data={stayPoints(days)}
      style={{ width: '100%', height: 280 }}
      margin={{ left: 0, right: 16, top: 8 }}
    >
      <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
      <XAxis dataKey="label" interval={0} tick={{ fontSize: wide ? 12 : 10 }} />
      <YAxis allowDecimals={false} width={40} />
      <Tooltip />
      <Legend />
      <Bar dataKey="present" name="In town that night" fill={token.colorPrimary} />
      <Line dataKey="arrivals" name="Arrivals" stroke={token.colorSuccess} strokeWidth={2} />
      <Line
        dataKey="departures"
        name="Departures"
        stroke={token.colorError}
        strokeWidth={2}
        strokeDasharray="6 3"
      />
    </ComposedChart>
  );
}
