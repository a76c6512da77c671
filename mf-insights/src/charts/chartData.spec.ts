import { summariseInsights } from '@reunion/contracts';
import { apiProfile } from '../testing/profiles';
import { attendanceBars, attendanceDescription, sharesDescription, stayPoints } from './chartData';

const summary = summariseInsights([
  apiProfile({ attending: 'yes', parisGathering: 'no' }),
  apiProfile({ attending: 'maybe', parisGathering: 'yes' }),
]);

describe('chart data', () => {
  it('puts each event in one bar of yes / no / maybe counts', () => {
    expect(attendanceBars(summary)).toEqual([
      { event: 'Reunion', yes: 1, no: 0, maybe: 1 },
      { event: 'Paris', yes: 1, no: 1, maybe: 0 },
    ]);
  });

  it('describes the attendance chart in one sentence per event', () => {
    expect(attendanceDescription(summary)).toBe(
      'Reunion: 1 attending, 0 not attending, 1 maybe. Paris: 1 attending, 1 not attending, 0 maybe.',
    );
  });

  it('describes a breakdown as name and count pairs', () => {
    expect(
      sharesDescription([
        { name: 'Airbnb', count: 2, percent: 50 },
        { name: 'Other', count: 1, percent: 25 },
      ]),
    ).toBe('Airbnb: 2, Other: 1.');
  });

  it('labels the nights with a short month and day', () => {
    expect(stayPoints(summary.stay.days).map((point) => point.label)).toEqual([
      'Jun 25',
      'Jun 26',
      'Jun 27',
      'Jun 28',
      'Jun 29',
      'Jun 30',
    ]);
  });
});
