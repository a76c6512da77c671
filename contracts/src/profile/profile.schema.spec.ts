import { aProfile } from '../testing/profiles.js';
import { profileListSchema, profileSchema } from './profile.schema.js';

// A stored profile whose updatedAt carries an offset, which the API may send.
const storedProfile = aProfile({ updatedAt: '2025-05-02T10:00:00+02:00' });

describe('profileSchema', () => {
  it('reads a stored profile', () => {
    expect(profileSchema.parse(storedProfile)).toEqual(storedProfile);
  });

  it('drops fields a newer server adds instead of failing', () => {
    const parsed = profileSchema.parse({ ...storedProfile, linkedIn: 'x' });
    expect(parsed).not.toHaveProperty('linkedIn');
  });

  it('requires the server-owned fields', () => {
    const { userId: _userId, ...withoutOwner } = storedProfile;
    expect(profileSchema.safeParse(withoutOwner).success).toBe(false);
    expect(profileSchema.safeParse({ ...storedProfile, createdAt: 'yesterday' }).success).toBe(
      false,
    );
  });

  it('reads a list', () => {
    expect(profileListSchema.parse([storedProfile, { ...storedProfile, id: 8 }])).toHaveLength(2);
  });
});
