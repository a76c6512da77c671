/** What the reunion is called and when it happens, as the hero and venue sections show it. */
export const eventFacts = {
  eventName: '20-Year Reunion',
  /**
   * docs/pages.md, "The event": the class is called "class of 2005 June intake" (2005J) on most
   * pages and "January intake" on the event page. Both readings are shown so nobody thinks it is
   * another class's reunion.
   */
  className: 'Class of 2005 June intake (2005J)',
  classNameAlternative:
    'Some school documents list us as the January intake: same class, same reunion, same dates.',
  dates: 'June 27–29, 2025',
  place: 'Fontainebleau, France',
  parisGathering: 'Pre-reunion gathering in Paris on Thursday, June 26',
} as const;

export const venueInformation = {
  heading: 'Venue Information',
  paragraphs: [
    'The reunion takes place on the school’s Europe campus in Fontainebleau, on the edge of the Forest of Fontainebleau, about 60 km south-east of Paris.',
    'Trains leave Paris Gare de Lyon for Fontainebleau-Avon about every hour (around 40 minutes); the campus is a short bus or taxi ride from the station.',
    'The Thursday bistro evening is in central Paris; its address comes with your booking confirmation.',
  ],
  accommodationLinkText: 'See accommodation options',
} as const;

export const closingCallToAction = {
  heading: 'Join Your Classmates',
  text: 'Create your profile so classmates know you are coming, then see who else will be there.',
} as const;
