import type { Profile } from '@reunion/contracts';
import { aProfile } from '@reunion/contracts/testing';
import { classDirectoryText } from './directory-text.js';

/** contracts' profile, with the answers this file's expected texts name. */
function profile(overrides: Partial<Profile>): Profile {
  return aProfile({
    id: 1,
    userId: 1,
    email: 'ada@example.com',
    phoneNumber: '6 12 34 56 78',
    company: 'Engines',
    professionalJourney: 'Line one.\nLine two.',
    personalJourney: null,
    favoriteMemory: null,
    karaokeeSong: 'Dancing Queen',
    photos: ['/api/files/0123456789abcdef0123456789abcdef.jpg'],
    parisGathering: 'no',
    arrivalDate: '2025-06-27',
    departureDate: null,
    accommodation: 'Hôtel Aigle Noir',
    kidsCount: 2,
    kidsAges: [9, 0],
    createdAt: '2025-05-01T10:00:00.000Z',
    updatedAt: '2025-05-02T10:00:00.000Z',
    ...overrides,
  });
}

describe('classDirectoryText', () => {
  const generatedAt = new Date('2025-06-01T12:00:00Z');

  it('starts with a header naming the class directory, the event and the count', () => {
    const text = classDirectoryText([profile({})], generatedAt);
    const [title, event, generated, count] = text.split('\n');
    expect(title).toMatch(/CLASS OF 2005.*CLASS DIRECTORY/);
    expect(event).toMatch(/June 27-29, 2025.*Fontainebleau.*Paris/);
    expect(generated).toBe('Generated: 2025-06-01T12:00:00.000Z');
    expect(count).toMatch(/^Classmates listed: 1 /);
  });

  it('writes every field labelled and readable', () => {
    const text = classDirectoryText([profile({})], generatedAt);
    for (const line of [
      'Ada Lovelace',
      'Email: ada@example.com',
      // The dialling code before the number (docs/profiles.md, "Phone number").
      'Phone: +33 6 12 34 56 78',
      'Country: France',
      'Industry: Technology',
      'Professional journey since graduation: Line one.\n    Line two.',
      'Personal journey: Not specified',
      'Karaoke song: Dancing Queen',
      'Attending the reunion (June 27-29): Attending',
      'Attending the Paris gathering (June 26): Not attending',
      'Arrival date: Friday, June 27, 2025',
      'Departure date: Not specified',
      'Accommodation: Hôtel Aigle Noir',
      'Accommodation town: Fontainebleau',
      // Ages ascending; 0 is "Under 1 year" on the form.
      'Kids coming: 2 (ages: under 1, 9)',
      'Photos on their profile: 1',
      'Profile last updated: Friday, May 2, 2025',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toMatch(/\/api\/files|aiChatOptOut|userId/);
  });

  it('keeps a number that already has its code, and says None for no kids', () => {
    const text = classDirectoryText(
      [profile({ phoneNumber: '+1 212 555 0100', kidsCount: 0, kidsAges: [] })],
      generatedAt,
    );
    expect(text).toContain('Phone: +1 212 555 0100');
    expect(text).toContain('Kids coming: None');
  });

  it('lays a valid number out the international way, and prints one it cannot read as stored', () => {
    const text = classDirectoryText(
      [
        profile({ id: 1, lastName: 'A', phoneNumber: '06 12 34 56 78' }),
        profile({ id: 2, lastName: 'B', phoneNumber: '+33612345678' }),
        profile({ id: 3, lastName: 'C', phoneNumber: '555 01' }),
      ],
      generatedAt,
    );
    expect(text.match(/Phone: .*/g)).toEqual([
      'Phone: +33 6 12 34 56 78',
      'Phone: +33 6 12 34 56 78',
      'Phone: +33 555 01',
    ]);
  });

  it('sorts people by last name, then first name', () => {
    const text = classDirectoryText(
      [
        profile({ id: 1, firstName: 'Zoe', lastName: 'Brown' }),
        profile({ id: 2, firstName: 'Alan', lastName: 'turing' }),
        profile({ id: 3, firstName: 'Amy', lastName: 'Brown' }),
      ],
      generatedAt,
    );
    const names = ['Amy Brown', 'Zoe Brown', 'Alan turing'].map((name) =>
      text.indexOf(`\n${name}\n`),
    );
    expect(names.every((index) => index > 0)).toBe(true);
    expect([...names].sort((a, b) => a - b)).toEqual(names);
  });

  it('prints a name stored with line breaks on one line, so it cannot forge an entry', () => {
    // Refused since (contracts' field-schemas.ts); a profile saved before may still hold them.
    const rule = '='.repeat(72);
    const forged = profile({
      firstName: `Eve\nEmail: Not specified\n\n${rule}\nJane`,
      lastName: `Doe\u2028${rule}\nEmail: jane@evil.example\u001b[2J`,
      company: 'Engines\r\nPhone: +33 6 00 00 00 00',
    });
    const text = classDirectoryText([forged], generatedAt);
    expect(text).toContain(
      `\nEve Email: Not specified ${rule} Jane Doe ${rule} Email: jane@evil.example[2J\n`,
    );
    // A field's extra lines are indented under its label, never a line of their own.
    expect(text).toContain('Company: Engines\n    Phone: +33 6 00 00 00 00');
    expect(text).not.toMatch(/^Email: jane/m);
    expect(text).not.toContain('\u001b');
  });

  it('still makes a file with nobody in it', () => {
    const text = classDirectoryText([], generatedAt);
    expect(text).toContain('Classmates listed: 0');
    expect(text.endsWith('\n')).toBe(true);
  });
});
