export interface LodgingOption {
  readonly name: string;
  readonly url: string;
}

// A map search always resolves, unlike a guessed hotel address; organisers may replace each
// with the hotel's own booking page.
const mapSearch = (query: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

export const accommodationOptions = {
  heading: 'Accommodation Options',
  residence: {
    name: 'INSEAD Hotel Ermitage',
    /** The code itself is shared with registered classmates only, never printed here. */
    bookingCode:
      'Rooms at the campus residence are held for our class under a booking code. The code is in your registration confirmation and in the class chat group.',
    limitedAvailability:
      'Availability is limited and rooms are released on a first-come, first-served basis, so book early.',
  },
  alternativesIntro: 'Other places to stay in and around Fontainebleau:',
  alternatives: [
    { name: 'Hôtel Aigle Noir', url: mapSearch('Hôtel Aigle Noir Fontainebleau') },
    { name: 'Hôtel de Londres', url: mapSearch('Hôtel de Londres Fontainebleau') },
    {
      name: 'Mercure Château de Fontainebleau',
      url: mapSearch('Mercure Château de Fontainebleau'),
    },
    { name: 'Ibis Château de Fontainebleau', url: mapSearch('Ibis Château de Fontainebleau') },
  ] satisfies readonly LodgingOption[],
  assistance:
    'Need help finding a room or arranging transport? The reunion secretariat is happy to help:',
  callToAction: 'RSVP and Add Your Accommodation Details',
} as const;
