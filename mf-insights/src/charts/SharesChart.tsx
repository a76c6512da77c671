import type { AccommodationShare, TownShare } from '@reunion/contracts';
import { Grid, theme } from 'antd';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

const BAR_HEIGHT = 32;

/** One horizontal bar per accommodation (or town): long hotel names read best on the side. */
export function SharesChart({
  entries,
}: {
  readonly entries: readonly (AccommodationShare | TownShare)[];
}) {
  const { token } = theme.useToken();
  // Hotel names need room on a wide screen; on a phone the bars need it more.
  const wide = Grid.useBreakpoint().sm === true;
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      data={[...entries]}
      layout="vertical"
      style={{ width: '100%', height: 40 + entries.length * BAR_HEIGHT }}
      margin={{ left: 8, right: 16 }}
    >
      <CartesianGrid horizontal={false} stroke={token.colorBorderSecondary} />
      <XAxis type="number" allowDecimals={false} />
      <YAxis
        type="category"
        dataKey="name"
        width={wide ? 200 : 110}
        tick={{ fontSize: wide ? 12 : 11 }}
      />
      <Tooltip />
      <Bar dataKey="count" name="Alumni" fill={token.colorPrimary} />
    </BarChart>
  );
}
