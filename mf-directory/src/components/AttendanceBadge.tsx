import { Tag } from 'antd';
import { directoryAttendingDisplay, type AttendingColor } from '@reunion/contracts';

/**
 * The badge's green, red, yellow and grey as the theme's status colours, drawn solid (white on
 * the colour). antd's preset tints (green-7 on green-1, gold-7 on gold-1) are 2.9–3.4:1, below
 * WCAG AA (axe color-contrast); the theme's status colours are 4.5:1 or more under white.
 */
const tagColor: Record<AttendingColor, string> = {
  green: 'success',
  red: 'error',
  yellow: 'warning',
  grey: 'default',
};

/** The reunion answer as a coloured badge (docs/profiles.md, "Attendance labels"). */
export function AttendanceBadge({ attending }: { attending: unknown }) {
  const display = directoryAttendingDisplay(attending);
  return (
    <Tag
      color={tagColor[display.color]}
      // Grey stays the outlined default: dark text on a light fill already passes.
      variant={display.color === 'grey' ? undefined : 'solid'}
      data-color={display.color}
      style={{ marginInlineEnd: 0 }}
    >
      {display.label}
    </Tag>
  );
}
