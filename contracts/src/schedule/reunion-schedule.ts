import type { Schedule } from './schedule.types.js';

/*
 * The reunion programme. Organisers edit this file only: the event page, both calendar
 * downloads and the subscribable feed are all generated from it. Times are France local
 * time. After any change, set `updatedAt` to the moment of the edit so subscribed
 * calendars pick the change up.
 */

const campus = 'INSEAD Europe Campus, Boulevard de Constance, 77300 Fontainebleau, France';

export const reunionSchedule: Schedule = {
  updatedAt: '2025-05-01T08:00:00Z',
  days: [
    {
      date: '2025-06-26',
      dayName: 'Thursday',
      activities: [
        {
          time: '19:00',
          event: 'Paris Pre-Reunion Gathering',
          location: 'Bistro in central Paris (address in your booking confirmation), Paris, France',
          description:
            'An informal bistro evening in Paris for classmates arriving early: drinks and dinner at your own pace. Booking required (Book Thursday Paris Bistro).',
        },
      ],
    },
    {
      date: '2025-06-27',
      dayName: 'Friday',
      activities: [
        {
          time: '16:00 – 18:30',
          event: 'Registration and Badge Pick-up',
          location: `Main reception, ${campus}`,
          description:
            'Collect your badge and welcome pack. Registration stays open during the reception for late arrivals.',
        },
        {
          time: '19:00 – 23:30',
          event: 'Welcome Reception and Dinner',
          location: `Campus gardens and restaurant, ${campus}`,
          description:
            'Aperitif in the gardens followed by a seated dinner with classmates, partners and faculty.',
        },
      ],
    },
    {
      date: '2025-06-28',
      dayName: 'Saturday',
      activities: [
        {
          time: '09:30 – 10:30',
          event: 'Campus Tour',
          location: `Meet at the main entrance, ${campus}`,
          description:
            'A guided walk through the campus: what has changed in twenty years and what has not.',
        },
        {
          time: '10:45 – 12:15',
          event: 'Lectures by Faculty',
          location: `Amphitheatre, ${campus}`,
          description:
            'Two short lectures by faculty members on the ideas shaping business today, followed by questions.',
        },
        {
          time: '12:30 – 14:00',
          event: 'Class Lunch',
          location: `Campus restaurant, ${campus}`,
          description: 'Buffet lunch with the whole class.',
        },
        {
          time: '14:15 – 14:45',
          event: 'Class Photo',
          location: `Main lawn, ${campus}`,
          description: 'The 20-year class photo. Please be on time: we shoot once.',
        },
        {
          time: '15:00 – 18:00',
          event: 'Free Afternoon in Fontainebleau',
          location:
            'Château de Fontainebleau, Place du Général de Gaulle, 77300 Fontainebleau, France',
          description:
            'Time to visit the château and its gardens, walk in the forest or rest before the party.',
        },
        {
          // The party runs past midnight; calendar entries stop at 23:59 (docs/pages.md, "Calendar
          // files").
          time: '20:00 – 01:00',
          event: 'Class Party',
          location: 'Party venue in Fontainebleau (address in your booking confirmation), France',
          description:
            'The Saturday class party: dinner, music and dancing. Booking required (Book Saturday Class Party).',
        },
      ],
    },
    {
      date: '2025-06-29',
      dayName: 'Sunday',
      activities: [
        {
          time: '10:00 – 11:30',
          event: 'Farewell Walk in the Forest',
          location: 'Forest of Fontainebleau, meeting point at the campus main entrance, France',
          description: 'An easy walk in the forest for those who are still standing.',
        },
        {
          time: '12:00 – 14:30',
          event: 'Optional Sunday Lunch',
          location: `Campus restaurant, ${campus}`,
          description:
            'Farewell lunch, 30.00 euro including VAT. Pre-registration and pre-payment required.',
        },
      ],
    },
  ],
};
