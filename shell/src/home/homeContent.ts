/** The home screen's texts (docs/pages.md, "Home"). */
export const homeContent = {
  className: 'Class of 2005 June Intake',
  classNickname: '2005J',
  subtitle: 'Event and Lookbook',
  dateLine: 'June 27-29, 2025 • Fontainebleau, France',
  scheduleOverview: [
    { day: 'Thursday, June 26', title: 'Paris Pre-Reunion Gathering' },
    { day: 'Friday, June 27', title: 'Welcome Reception and Dinner' },
  ],
} as const;
