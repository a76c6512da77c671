import {
  type ContactAudience,
  contactVisibilityValues,
  contactVisibleTo,
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
