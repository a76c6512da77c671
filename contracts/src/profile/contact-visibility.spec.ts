import {
  type ContactAudience,
  contactVisibilityValues,
  contactVisibleTo,
  withContactsFor,
} from './contact-visibility.js';
import { contactVisibilityRequestSchema } from './contact-visibility.schema.js';

describe('contact visibility', () => {
  it.each([
    ['classmates', ['owner', 'organiser', 'classmate']],
    ['organisers', ['owner', 'organiser']],
    ['only-me', ['owner']],
  ] as const)('%s is seen by exactly %j', (visibility, seers) => {
    const all: ContactAudience[] = ['owner', 'organiser', 'classmate'];
    expect(all.filter((audience) => contactVisibleTo(visibility, audience))).toEqual(seers);
  });

  it('blanks what the audience may not see and leaves the rest and other fields alone', () => {
    const profile = { email: 'a@b.test', phoneNumber: '123', city: 'Avon', company: 'X' };
    const settings = { email: 'organisers', phoneNumber: 'only-me', city: 'classmates' } as const;
    expect(withContactsFor(profile, settings, 'classmate')).toEqual({
      email: null,
      phoneNumber: null,
      city: 'Avon',
      company: 'X',
    });
    expect(withContactsFor(profile, settings, 'organiser')).toEqual({
      ...profile,
      phoneNumber: null,
    });
    expect(withContactsFor(profile, settings, 'owner')).toEqual(profile);
    // A shape without a contact field gains none.
    expect(withContactsFor({ city: 'Avon' }, settings, 'classmate')).toEqual({ city: 'Avon' });
  });

  it('reads a body: a missing setting is classmates, an unknown value or key is refused', () => {
    expect(contactVisibilityRequestSchema.parse({ city: 'only-me' })).toEqual({
      email: 'classmates',
      phoneNumber: 'classmates',
      city: 'only-me',
    });
    expect(contactVisibilityRequestSchema.safeParse({ city: 'everyone' }).success).toBe(false);
    expect(contactVisibilityRequestSchema.safeParse({ address: 'only-me' }).success).toBe(false);
    expect(contactVisibilityValues).toEqual(['classmates', 'organisers', 'only-me']);
  });
});
