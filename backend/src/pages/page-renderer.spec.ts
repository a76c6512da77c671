import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { writeFiles } from '../../test/support/static-root.js';
import { PageRenderer } from './page-renderer.js';

/** A shell server build that answers with the stylesheet it was handed. */
const SERVER = `exports.renderPage = async (request) =>
  ({ kind: 'client-only', reason: JSON.stringify(request.antdStylesheet) });`;

const MANIFEST = { file: 'antd.0123abcd.css', keys: ['style%a'], cachePaths: 'a:1' };

/** A shell server build that answers with the script lists it was handed. */
const SCRIPTS_SERVER = `exports.renderPage = async (request) =>
  ({ kind: 'client-only', reason: JSON.stringify(request.firstLoad) });`;

const FIRST_LOAD = {
  hydration: ['main.0123abcd.js'],
  signInForm: ['main.0123abcd.js', '1086.0123abcd.js'],
  screens: {
    authCard: ['1086.0123abcd.js'],
    siteLayout: [],
    confirmEmailNotice: [],
    homePage: [],
    remotePage: [],
  },
  shares: { 'antd/es/select': ['4121.0123abcd.js'] },
};

describe('PageRenderer', () => {
  let root: string;
  const renderer = () => new PageRenderer({ staticRoot: root } as AppConfig);
  const request = {
    url: '/auth',
    apiOrigin: 'http://127.0.0.1:1',
    pageOrigin: 'http://127.0.0.1:1',
    cookie: undefined,
    user: null,
    registry: {},
    siteLinks: {},
  } as Parameters<PageRenderer['render']>[0];

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-renderer-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("hands the shell's render the antd stylesheet its build described", async () => {
    writeFiles(root, {
      'shell/dist-server/server.cjs': SERVER,
      'shell/dist/antd-stylesheet.json': JSON.stringify(MANIFEST),
    });
    const pages = renderer();
    expect(await pages.render(request)).toEqual({
      kind: 'client-only',
      reason: JSON.stringify(MANIFEST),
    });
    expect(pages.antdStylesheet()).toEqual(MANIFEST);
  });

  it("logs a failed render's address as the access log does: no reset token in the logs", async () => {
    writeFiles(root, {
      'shell/dist-server/server.cjs': `exports.renderPage = async () => { throw new Error('boom'); };`,
    });
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const url = '/auth/reset-password?token=secret-token-value';
      expect(await renderer().render({ ...request, url })).toEqual({
        kind: 'client-only',
        reason: 'render failed',
      });
      const line = String(logged.mock.calls[0]?.[0]);
      expect(line).toContain('/auth/reset-password');
      expect(line).not.toContain('secret-token-value');
    } finally {
      logged.mockRestore();
    }
  });

  it('renders with every style inline when the build wrote no stylesheet, or a broken manifest', async () => {
    writeFiles(root, { 'shell/dist-server/server.cjs': SERVER });
    expect(await renderer().render(request)).toEqual({ kind: 'client-only', reason: 'null' });
    writeFiles(root, { 'shell/dist/antd-stylesheet.json': '{"file":"style.css"}' });
    expect(await renderer().render(request)).toEqual({ kind: 'client-only', reason: 'null' });
  });

  it("hands the shell's render the scripts its build listed for each screen, or none from a broken list", async () => {
    writeFiles(root, {
      'shell/dist-server/server.cjs': SCRIPTS_SERVER,
      'shell/dist/first-load.json': JSON.stringify(FIRST_LOAD),
    });
    expect(await renderer().render(request)).toEqual({
      kind: 'client-only',
      reason: JSON.stringify(FIRST_LOAD),
    });
    // A screen missing, or a name that is not one of the build's scripts.
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      for (const broken of [
        { ...FIRST_LOAD, screens: { authCard: [] } },
        { ...FIRST_LOAD, shares: { react: ['../../etc/passwd'] } },
      ]) {
        writeFiles(root, { 'shell/dist/first-load.json': JSON.stringify(broken) });
        expect(await renderer().render(request)).toEqual({ kind: 'client-only', reason: 'null' });
      }
      expect(String(logged.mock.calls[0]?.[0])).toContain(
        'pages ask for their scripts stage by stage',
      );
    } finally {
      logged.mockRestore();
    }
  });
});
