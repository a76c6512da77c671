import { directoryAttendingDisplay, profilePageAttendingLabel } from './attending-display.js';

describe('attending display', () => {
  it.each([
    ['yes', 'Attending Reunion', 'green'],
    ['no', 'Not Attending', 'red'],
    ['maybe', 'Maybe Attending', 'yellow'],
    ['unsure', 'Status Unknown', 'grey'],
    [null, 'Status Unknown', 'grey'],
    [undefined, 'Status Unknown', 'grey'],
  ])('directory badge for %p', (value, label, color) => {
    expect(directoryAttendingDisplay(value)).toEqual({ label, color });
  });

  it.each([
    ['yes', 'Attending'],
    ['no', 'Not attending'],
    ['maybe', 'Maybe attending'],
    ['', 'Unknown'],
    [undefined, 'Unknown'],
  ])('profile page label for %p', (value, label) => {
    expect(profilePageAttendingLabel(value)).toBe(label);
  });
});
