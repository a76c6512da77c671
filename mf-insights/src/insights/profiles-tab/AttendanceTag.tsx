import { insightsAttendanceLabel, type Attending } from '@reunion/contracts';
import { Tag } from 'antd';

const colours: Record<Attending, string> = { yes: 'success', no: 'error', maybe: 'warning' };

/** An answer as a coloured tag; the colour repeats the word, never replaces it. */
export function AttendanceTag({ value }: { readonly value: Attending }) {
  return (
    <Tag color={colours[value]} variant="filled">
      {insightsAttendanceLabel(value)}
    </Tag>
  );
}
