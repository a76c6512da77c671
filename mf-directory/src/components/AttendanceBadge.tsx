import { Tag } from 'antd';
import { directoryAttendingDisplay, type AttendingColor } from '@reunion/contracts';

/** antd's preset tag colours for SPEC §4's green, red, yellow and grey. */
const tagColor: Record<AttendingColor, string> = {
  green: 'green',
  red: 'red',
  yellow: 'gold',
  grey: 'default',
};

/** SPEC §4 "Attending display" for the directory: the reunion answer as a coloured badge. */
export function AttendanceBadge({ attending }: { attending: unknown }) {
  const display = directoryAttendingDisplay(attending);
  return (
    <Tag color={tagColor[display.color]} data-color={display.color} style={{ marginInlineEnd: 0 }}>
      {display.label}
    </Tag>
  );
}
