import type { PublicUser } from '@reunion/contracts';
import { renderedScreens } from './renderedScreens';

const member = (emailConfirmed: boolean): PublicUser => ({
  id: 1,
  username: 'ada',
  email: 'ada@class2005.test',
  emailConfirmed,
  profileId: null,
  profileStatus: null,
  roles: { administrator: false, classAccount: false },
});

describe('renderedScreens', () => {
  it.each([
    ['/auth', null, ['authCard']],
    ['/', member(true), ['siteLayout', 'homePage']],
    ['/search', member(true), ['siteLayout', 'remotePage']],
    ['/profile/12', member(true), ['siteLayout', 'remotePage']],
    ['/event-details', member(false), ['siteLayout', 'confirmEmailNotice', 'remotePage']],
    // Not known yet in the browser: the notice comes with the layout.
    ['/photos', null, ['siteLayout', 'remotePage']],
    ['/no-such-page', member(true), []],
  ] as const)('%s is taken over with its own screens', (pathname, user, screens) => {
    expect(renderedScreens(pathname, user)).toEqual(screens);
  });
});
