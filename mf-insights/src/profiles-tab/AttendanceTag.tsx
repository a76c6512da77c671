import { insightsAttendanceLabel, type Attending } from '@reunion/contracts';
import { Tag } from 'antd';

const colours: Record<Attending, string> = { yes: 'success', no: 'error', maybe: 'warning' };

/** An answer as a coloured tag; the colour repeats the word, never replaces it. */
export function AttendanceTag({ value }: { readonly value: Attending }) {
  return (
    // Solid: white text on the theme's status colours is 4.5:1 or more; the filled variant's
    // tinted background left the status colour at 2.6:1 (axe color-contrast).
    <Tag color={colours[value]} variant="solid">
      {insightsAttendanceLabel(value)}
    </Tag>
  );
}
