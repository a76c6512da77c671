import { overviewText, reunionSchedule } from '@reunion/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient, queryKeyOf } from '@reunion/web-kit';
import {
  aPublicUser,
  readBlob,
  renderWithProviders,
  spyOnDownloads,
  type DownloadSpy,
} from '@reunion/web-kit/testing';
import { MemoryRouter } from 'react-router-dom';
import { renderPage } from '../testing/renderPage';
import EventPage from './EventPage';

const renderEventPage = () => renderPage(<EventPage />);

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

async function openPopoverFor(title: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Add to calendar: ${title}` }));
  return user;
}

describe('EventPage', () => {
  let downloads: DownloadSpy;
  beforeEach(() => {
    downloads = spyOnDownloads();
  });
  afterEach(() => {
    downloads.restore();
    jest.restoreAllMocks();
  });

  describe('sections', () => {
    it('has its headings in order, never skipping a level', () => {
      renderEventPage();
      const headings = screen.getAllByRole('heading');
      const levels = headings.map((h) => Number(h.tagName.slice(1)));
      expect(levels[0]).toBe(1);
      levels
        .slice(1)
        .forEach((level, i) => expect(level).toBeLessThanOrEqual((levels[i] ?? 0) + 1));
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Schedule Overview',
        'Venue Information',
        'Detailed Schedule',
        'Accommodation Options',
        'Registration Information',
        'Contact Information',
        'Join Your Classmates',
      ]);
    });

    it('opens with the event name, both readings of the class, the dates and RSVP Now', () => {
      renderEventPage();
      expect(screen.getByRole('heading', { level: 1, name: '20-Year Reunion' })).toBeTruthy();
      expect(screen.getByText('Class of 2005 June intake (2005J)')).toBeTruthy();
      expect(screen.getByText(/January intake/)).toBeTruthy();
      expect(screen.getByText(/June 27–29, 2025/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'RSVP Now' }).getAttribute('href')).toBe(
        '/create-profile',
      );
    });

    it("leads a member who has a profile to its RSVP part, not to 'You Already Have a Profile'", () => {
      const queryClient = createQueryClient();
      queryClient.setQueryData(queryKeyOf('getUser'), aPublicUser({ profileId: 12 }));
      renderWithProviders(
        <MemoryRouter>
          <EventPage />
        </MemoryRouter>,
        queryClient,
      );
      const rsvp = '/profile/edit/12#rsvp-travel';
      expect(screen.getByRole('link', { name: 'RSVP Now' }).getAttribute('href')).toBe(rsvp);
      expect(
        screen
          .getByRole('link', { name: 'RSVP and Add Your Accommodation Details' })
          .getAttribute('href'),
      ).toBe(rsvp);
    });

    it('offers the three booking pages in a new tab, without an opener', () => {
      renderEventPage();
      for (const label of [
        'Book Campus Events',
        'Book Thursday Paris Bistro',
        'Book Saturday Class Party',
      ]) {
        const link = screen.getByRole('link', { name: new RegExp(`^${label}`) });
        expect(link.getAttribute('href')).toMatch(/^https:\/\//);
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      }
    });

    it('shows each day with its ordinal date and titles cut at 60 characters', () => {
      renderEventPage();
      const overview = section('Schedule Overview');
      expect(within(overview).getByText('26th of June')).toBeTruthy();
      expect(within(overview).getByText('27th of June')).toBeTruthy();
      expect(within(overview).getByText('Paris Pre-Reunion Gathering')).toBeTruthy();
      const saturday = reunionSchedule.days[2];
      if (!saturday) throw new Error('fixture');
      const cut = overviewText(saturday);
      expect(cut).toMatch(/^.{60}\.\.\.$/);
      expect(within(overview).getByText(cut)).toBeTruthy();
    });

    it('links the venue to the accommodation anchor, and both anchors exist', () => {
      const { container } = renderEventPage();
      expect(
        within(section('Venue Information'))
          .getByRole('link', { name: 'See accommodation options' })
          .getAttribute('href'),
      ).toBe('#accommodation');
      expect(container.querySelector('section#schedule')).toBeTruthy();
      expect(container.querySelector('section#accommodation')).toBeTruthy();
    });

    it('lists every activity with its time, title, description and location', () => {
      renderEventPage();
      const schedule = section('Detailed Schedule');
      for (const day of reunionSchedule.days) {
        for (const activity of day.activities) {
          expect(
            within(schedule).getByRole('heading', { level: 4, name: activity.event }),
          ).toBeTruthy();
          expect(within(schedule).getByText(activity.description)).toBeTruthy();
        }
      }
      expect(within(schedule).getAllByText('19:00').length).toBeGreaterThan(0);
      expect(within(schedule).getByText(/Château de Fontainebleau, Place du Général/)).toBeTruthy();
    });

    it('offers the subscription feed and the official schedule', () => {
      renderEventPage();
      const schedule = section('Detailed Schedule');
      expect(
        within(schedule)
          .getByRole('link', { name: /^Subscribe/ })
          .getAttribute('href'),
      ).toBe('webcal://localhost/api/calendar.ics');
      const official = within(schedule).getByRole('link', { name: /official schedule/ });
      expect(official.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it('adds the whole reunion to Google as one all-day entry', () => {
      renderEventPage();
      const link = screen.getByRole('link', { name: 'Add to Google: the whole reunion' });
      const params = new URL(link.getAttribute('href') ?? '').searchParams;
      expect(params.get('dates')).toBe('20250626/20250630');
      expect(params.get('ctz')).toBe('Europe/Paris');
    });

    it('covers accommodation: booking code, availability, four alternatives, help, RSVP', () => {
      renderEventPage();
      const accommodation = section('Accommodation Options');
      expect(within(accommodation).getByText(/booking code/)).toBeTruthy();
      expect(within(accommodation).getByText(/Availability is limited/)).toBeTruthy();
      const alternatives = within(accommodation)
        .getAllByRole('link')
        .filter((a) => a.getAttribute('target') === '_blank');
      expect(alternatives).toHaveLength(4);
      expect(
        within(accommodation)
          .getByRole('link', { name: /reunions\.2005@/ })
          .getAttribute('href'),
      ).toBe('mailto:reunions.2005@insead.edu');
      expect(
        within(accommodation)
          .getByRole('link', { name: 'RSVP and Add Your Accommodation Details' })
          .getAttribute('href'),
      ).toBe('/create-profile');
    });

    it('covers registration: online, confirmation, partners, changes, refunds, Sunday lunch', () => {
      renderEventPage();
      const registration = section('Registration Information');
      expect(within(registration).getByText(/Online\./)).toBeTruthy();
      expect(within(registration).getByText(/confirmation e-mail/)).toBeTruthy();
      expect(within(registration).getByText(/Partners are warmly welcome/)).toBeTruthy();
      expect(within(registration).getByText(/To change or cancel a booking/)).toBeTruthy();
      const tiers = within(registration)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(tiers).toEqual([
        'Cancellation before 26 May 2025: 50% refund',
        'Cancellation from 27 May to 20 June 2025: 25% refund',
        'Cancellation after 20 June 2025: No refund',
      ]);
      expect(within(registration).getByText(/30\.00 euro including VAT/)).toBeTruthy();
    });

    it('lists the secretariat, volunteering and class gift contacts', () => {
      renderEventPage();
      const contacts = section('Contact Information');
      for (const label of ['Reunion secretariat', 'Volunteering', 'Class gift']) {
        expect(within(contacts).getByRole('heading', { name: label })).toBeTruthy();
      }
      expect(within(contacts).getByText('For the classes of 2005J and 2005D')).toBeTruthy();
      expect(
        within(contacts)
          .getByRole('link', { name: /\+33 6 39 98/ })
          .getAttribute('href'),
      ).toBe('tel:+33639982005');
    });

    it('closes with Create Your Profile and Search Classmates (/browse)', () => {
      renderEventPage();
      const closing = section('Join Your Classmates');
      expect(
        within(closing).getByRole('link', { name: 'Create Your Profile' }).getAttribute('href'),
      ).toBe('/create-profile');
      expect(
        within(closing).getByRole('link', { name: 'Search Classmates' }).getAttribute('href'),
      ).toBe('/browse');
    });
  });

  describe('one activity in a calendar', () => {
    it("links 'Add to Google' with the Paris time zone and the UTC dates", async () => {
      renderEventPage();
      await openPopoverFor('Paris Pre-Reunion Gathering');
      const link = await screen.findByRole('link', { name: 'Add to Google' });
      const url = new URL(link.getAttribute('href') ?? '');
      expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
      expect(url.searchParams.get('action')).toBe('TEMPLATE');
      expect(url.searchParams.get('text')).toBe('Paris Pre-Reunion Gathering');
      expect(url.searchParams.get('ctz')).toBe('Europe/Paris');
      expect(url.searchParams.get('dates')).toBe('20250626T170000Z/20250626T180000Z');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it("downloads the activity's .ics with 19:00 Paris as 17:00Z, then confirms", async () => {
      renderEventPage();
      const user = await openPopoverFor('Paris Pre-Reunion Gathering');
      await user.click(await screen.findByRole('button', { name: 'Add to Outlook (.ics)' }));

      expect(downloads.fileNames).toEqual(['paris_pre_reunion_gathering.ics']);
      const [blob] = downloads.blobs;
      if (!blob) throw new Error('no download');
      expect(blob.type).toBe('text/calendar;charset=utf-8');
      const ics = await readBlob(blob);
      expect(ics).toContain('DTSTART:20250626T170000Z\r\n');
      expect(ics).toContain('DTEND:20250626T180000Z\r\n');
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);

      const toast = await screen.findByTestId('toast');
      expect(within(toast).getByText('Event added to calendar')).toBeTruthy();
      expect(within(toast).getByText('Paris Pre-Reunion Gathering')).toBeTruthy();
    });

    it("says 'Download failed' when the file cannot be made", async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      downloads.failNext();
      renderEventPage();
      const user = await openPopoverFor('Class Party');
      await user.click(await screen.findByRole('button', { name: 'Add to Outlook (.ics)' }));

      const toast = await screen.findByTestId('toast');
      expect(within(toast).getByText('Download failed')).toBeTruthy();
      expect(
        within(toast).getByText(
          'Failed to generate calendar file for this event. Please try again.',
        ),
      ).toBeTruthy();
    });

    it('is reachable by keyboard: Enter opens, Tab enters, Escape closes back to the trigger', async () => {
      renderEventPage();
      const user = userEvent.setup();
      const trigger = screen.getByRole('button', { name: 'Add to calendar: Campus Tour' });
      trigger.focus();
      await user.keyboard('{Enter}');
      await screen.findByRole('link', { name: 'Add to Google' });
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
      await user.tab();
      expect(document.activeElement?.textContent).toBe('Add to Google');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
      expect(document.activeElement).toBe(trigger);
    });
  });

  describe('the full calendar', () => {
    it('downloads every activity with Paris times in UTC, then confirms', async () => {
      renderEventPage();
      const user = userEvent.setup();
      await user.click(
        screen.getByRole('button', { name: 'Add to Outlook (.ics): full schedule' }),
      );

      expect(downloads.fileNames).toHaveLength(1);
      expect(downloads.fileNames[0]).toMatch(/^class_of_2005_reunion_schedule_\d{8}_\d{4}\.ics$/);
      const [blob] = downloads.blobs;
      if (!blob) throw new Error('no download');
      const ics = await readBlob(blob);
      const activityCount = reunionSchedule.days.reduce((n, d) => n + d.activities.length, 0);
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(activityCount);
      expect(ics).toContain('DTSTART:20250626T170000Z\r\n');
      // Welcome Reception and Dinner, 19:00 Paris on Friday.
      expect(ics).toContain('DTSTART:20250627T170000Z\r\n');
      expect(ics).toContain('UID:20250627-welcome-reception-and-dinner@reunion-2005\r\n');

      const toast = await screen.findByTestId('toast');
      expect(within(toast).getByText('Calendar download started')).toBeTruthy();
      expect(
        within(toast).getByText(
          'Complete and up-to-date schedule with all latest changes has been downloaded.',
        ),
      ).toBeTruthy();
    });

    it("says 'Download failed' when the file cannot be made", async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      downloads.failNext();
      renderEventPage();
      await userEvent
        .setup()
        .click(screen.getByRole('button', { name: 'Add to Outlook (.ics): full schedule' }));

      const toast = await screen.findByTestId('toast');
      expect(within(toast).getByText('Download failed')).toBeTruthy();
      expect(
        within(toast).getByText('Unable to generate the event calendar. Please try again later.'),
      ).toBeTruthy();
      expect(downloads.fileNames).toEqual([]);
    });
  });
});
