import { type Attending } from './enum-values.js';

export type AttendingColor = 'green' | 'red' | 'yellow' | 'grey';
export interface AttendingDisplay {
  label: string;
  color: AttendingColor;
}

const directoryDisplay: Record<Attending, AttendingDisplay> = {
  yes: { label: 'Attending Reunion', color: 'green' },
  no: { label: 'Not Attending', color: 'red' },
  maybe: { label: 'Maybe Attending', color: 'yellow' },
};
const unknownDirectoryDisplay: AttendingDisplay = { label: 'Status Unknown', color: 'grey' };

const profilePageLabels: Record<Attending, string> = {
  yes: 'Attending',
  no: 'Not attending',
  maybe: 'Maybe attending',
};

// Rows written before a value was validated (or by a newer server) may hold anything, and a
// badge must still render, so both take any value and fall back to "unknown".
function isAttending(value: unknown): value is Attending {
  return value === 'yes' || value === 'no' || value === 'maybe';
}

/** docs/profiles.md, "Attendance labels": the directory card's badge. */
export function directoryAttendingDisplay(value: unknown): AttendingDisplay {
  return isAttending(value) ? directoryDisplay[value] : unknownDirectoryDisplay;
}

/** docs/profiles.md, "Attendance labels": the profile page's wording. */
export function profilePageAttendingLabel(value: unknown): string {
  return isAttending(value) ? profilePageLabels[value] : 'Unknown';
}
