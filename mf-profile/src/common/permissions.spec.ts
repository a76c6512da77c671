import { administrator, aProfile, aUser, classAccount, stranger } from '../testing/fixtures';
import { canDeleteProfile, canEditProfile } from './permissions';

const profile = aProfile({ userId: aUser().id });

describe('permissions: from the roles GET /api/user carries', () => {
  it.each([
    ['the owner', aUser(), true, true],
    ['the class account', classAccount, true, false],
    ['an administrator', administrator, false, true],
    ['another classmate', stranger, false, false],
    [
      'an administrator whose address is not confirmed yet',
      { ...administrator, roles: { administrator: false, classAccount: false } },
      false,
      false,
    ],
    ['nobody', null, false, false],
  ])('%s: edit %p, delete %p', (_who, user, edit, remove) => {
    expect(canEditProfile(user, profile)).toBe(edit);
    expect(canDeleteProfile(user, profile)).toBe(remove);
  });
});
