import type { PublicUser, ShellFirstLoad } from '@reunion/contracts';
import { remoteRoutes } from '../remotes/remoteRoutes';
import { pageScripts } from './pageScripts';
import type { ServerSectionPage } from './sectionLoader';

const firstLoad: ShellFirstLoad = {
  hydration: ['main.00000001.js', 'antd-core.00000002.js'],
  signInForm: ['main.00000001.js', 'antd-core.00000002.js', '11.00000011.js'],
  screens: {
    authCard: ['11.00000011.js'],
    siteLayout: ['21.00000021.js', '99.00000099.js'],
    confirmEmailNotice: ['22.00000022.js'],
    homePage: ['23.00000023.js', '99.00000099.js'],
    remotePage: ['24.00000024.js', '99.00000099.js'],
  },
  shares: { 'antd/es/select': ['31.00000031.js', '99.00000099.js'], react: [] },
};

const member: PublicUser = {
  id: 1,
  username: 'ada@class2005.test',
  email: 'ada@class2005.test',
  emailConfirmed: true,
  profileId: null,
  profileStatus: null,
  roles: { administrator: false, classAccount: false },
};

const request = {
  firstLoad,
  registry: { 'mf-directory': '/remotes/mf-directory/mf-manifest.json?release=7' },
  pageOrigin: 'https://reunion.example',
};

const search = remoteRoutes.find(({ path }) => path === '/search');
const section = {
  route: search,
  scripts: ['remoteEntry.0000000a.js', '313.0000000b.js'],
  shares: ['antd/es/select', 'react', 'antd/es/unknown'],
} as ServerSectionPage;

describe('pageScripts', () => {
  it("lists a section's page: the shell's start and frame, then the section's manifest, entry, chunks and the shell's modules it takes, each once", () => {
    expect(pageScripts(request, '/search', member, section)).toEqual([
      '/main.00000001.js',
      '/antd-core.00000002.js',
      '/21.00000021.js',
      '/99.00000099.js',
      '/24.00000024.js',
      // The address the browser registers, query and all; its files beside it.
      '/remotes/mf-directory/mf-manifest.json?release=7',
      '/remotes/mf-directory/remoteEntry.0000000a.js',
      '/remotes/mf-directory/313.0000000b.js',
      '/31.00000031.js',
    ]);
  });

  it('lists the sign-in card on /auth, the home page on /, and the notice for an address to confirm', () => {
    expect(pageScripts(request, '/auth', null, null)).toEqual([
      '/main.00000001.js',
      '/antd-core.00000002.js',
      '/11.00000011.js',
    ]);
    expect(pageScripts(request, '/', { ...member, emailConfirmed: false }, null)).toEqual([
      '/main.00000001.js',
      '/antd-core.00000002.js',
      '/21.00000021.js',
      '/99.00000099.js',
      '/22.00000022.js',
      '/23.00000023.js',
    ]);
  });

  it('names a section served from another origin in full', () => {
    const elsewhere = {
      ...request,
      registry: { 'mf-directory': 'https://cdn.example/mf-directory/7/mf-manifest.json' },
    };
    expect(pageScripts(elsewhere, '/search', member, section).slice(5, 8)).toEqual([
      'https://cdn.example/mf-directory/7/mf-manifest.json',
      'https://cdn.example/mf-directory/7/remoteEntry.0000000a.js',
      'https://cdn.example/mf-directory/7/313.0000000b.js',
    ]);
  });

  it("lists only the shell's start for a page of no screen of its own, and nothing without the build's list", () => {
    expect(pageScripts(request, '/no-such-page', member, null)).toEqual([
      '/main.00000001.js',
      '/antd-core.00000002.js',
    ]);
    expect(pageScripts({ ...request, firstLoad: null }, '/search', member, section)).toEqual([]);
  });
});
