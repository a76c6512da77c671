import { directoryCardListSchema, directoryCardSchema } from './directory-card.schema.js';
import { sampleDirectoryCard } from './sample-card.js';

describe('directory card schema', () => {
  it('accepts a card and strips anything extra (a full profile read as a card)', () => {
    const parsed = directoryCardSchema.parse({
      ...sampleDirectoryCard(),
      email: 'ada@example.com',
      photos: ['/api/files/x.jpg'],
    });
    expect(parsed).toEqual(sampleDirectoryCard());
  });

  it('keeps a card small: well under 1 KB of JSON with long realistic values', () => {
    const card = sampleDirectoryCard({
      id: 123456,
      firstName: 'Alexandra-Maximiliane',
      lastName: 'de la Fontaine-Montgomery',
      currentRole: 'Managing Director, Head of Strategy',
      company: 'Mercure Château International Holdings',
      city: 'São Paulo',
      country: 'Saint Vincent and the Grenadines',
      accommodation: 'Mercure Château de Fontainebleau',
      thumbnailUrl: '/api/files/0123456789abcdef0123456789abcdef.jpg',
    });
    expect(new TextEncoder().encode(JSON.stringify(card)).length).toBeLessThan(700);
  });

  it('refuses a list with a card missing its name', () => {
    const { firstName: _firstName, ...nameless } = sampleDirectoryCard();
    expect(directoryCardListSchema.safeParse([nameless]).success).toBe(false);
  });
});
