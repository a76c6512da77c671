import { summariseInsights } from '@reunion/contracts';
import { renderWithProviders } from '@reunion/web-kit/testing';
import { apiProfile } from '../testing/profiles';
import { AttendanceChart, SharesChart, StayChart } from './chartsModule';

// The real chart library in jsdom, which has no layout: the point is that each chart mounts
// with the page's data and theme without throwing, not what it draws (the browser test and
// the captions cover that).
const summary = summariseInsights([
  apiProfile({
    attending: 'yes',
    accommodation: 'Airbnb',
    arrivalDate: '2025-06-26',
    departureDate: '2025-06-28',
  }),
]);

describe('charts (real library)', () => {
  it.each([
    ['attendance', <AttendanceChart key="a" summary={summary} />],
    ['accommodation', <SharesChart key="s" entries={summary.accommodation.byAccommodation} />],
    ['stay', <StayChart key="n" days={summary.stay.days} />],
  ])('the %s chart mounts and unmounts cleanly', (_, chart) => {
    const { container, unmount } = renderWithProviders(chart);
    expect(container.querySelector('.recharts-wrapper')).toBeTruthy();
    unmount();
  });
});
