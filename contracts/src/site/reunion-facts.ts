const dates = 'June 27-29, 2025';
const place = 'Fontainebleau, France';

/**
 * The reunion's facts as the site states them: in the footer, on the sign-in screen, in the card
 * a chat app shows for a shared link (docs/sharing.md) and in the home-screen app's name. Public:
 * nothing here is about a member.
 */
export const reunionFacts = {
  /** The site's name: every page's title ends with it. */
  siteName: 'Class of 2005J 20-Year Reunion',
  /** On a phone's home screen, under the icon (12 characters at most show there). */
  shortName: 'Reunion 05J',
  className: 'Class of 2005J',
  occasion: '20-Year Reunion',
  dates,
  place,
  /** The dates and the place on one line. */
  datesAndPlace: `${dates} • ${place}`,
  preEvent: 'Paris pre-reunion gathering: Thursday, June 26, 2025',
  preEventShort: 'Paris pre-reunion gathering: Thursday, June 26',
  /** What the site is for, in one sentence (a page's description, the link card's text). */
  summary: `Class of 2005J 20-year reunion, ${dates} in ${place}, with a Paris pre-reunion gathering on June 26: the programme, classmates and photos.`,
} as const;
