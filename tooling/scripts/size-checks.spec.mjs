import {
  budgets,
  scriptsOf,
  scriptsWithAllOfZod,
  scriptsWithZod,
  sectionChecks,
  SECTION_PAGE,
  shellChecks,
  verdict,
} from './size-checks.mjs';

describe('scriptsOf', () => {
  it('lists the src of every script tag, without a leading slash', () => {
    const html =
      '<head><script defer src="/runtime.1a.js"></script><script type="module" src="main.2b.js">' +
      '</script><script>inline()</script><link href="/x.css"></head>';
    expect(scriptsOf(html)).toEqual(['runtime.1a.js', 'main.2b.js']);
  });
});

describe('shellChecks', () => {
  const html =
    '<link href="/antd.0123abcd.css" rel="stylesheet">' +
    '<script src="/runtime.js"></script><script src="/main.js"></script>';

  it('adds the chunks of each stage to the HTML scripts, each file once', () => {
    const [hydration, form] = shellChecks('/dist', html, {
      hydration: ['main.js', 'react.js'],
      signInForm: ['react.js', 'form.js'],
    });
    expect(hydration).toEqual({
      name: 'shell: /auth, hydration',
      budget: budgets.shellHydration,
      files: ['/dist/runtime.js', '/dist/main.js', '/dist/react.js'],
    });
    expect(form.files).toEqual([
      '/dist/runtime.js',
      '/dist/main.js',
      '/dist/react.js',
      '/dist/form.js',
    ]);
    expect(form.budget).toBe(budgets.shellSignInForm);
  });

  it('weighs the antd stylesheet the page links, which every first paint waits for', () => {
    expect(shellChecks('/dist', html, { hydration: [], signInForm: [] })[2]).toEqual({
      name: 'shell: antd stylesheet',
      budget: budgets.antdStylesheet,
      files: ['/dist/antd.0123abcd.css'],
    });
    expect(() =>
      shellChecks('/dist', '<script src="/main.js"></script>', {
        hydration: [],
        signInForm: [],
      }),
    ).toThrow(/antd stylesheet/);
  });
});

describe('sectionChecks', () => {
  it("counts the remote entry and each page's own chunks, not the shared singletons'", () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.abc.js' } },
      shared: [{ assets: { js: { sync: ['antd-button.js'] } } }],
      exposes: [
        { path: './PhotoAlbum', assets: { js: { sync: ['album.js', 'antd-button.js'] } } },
        { path: './Other', assets: { js: { sync: [] } } },
      ],
    };
    expect(sectionChecks('mf-photos', '/p', manifest)).toEqual([
      {
        name: 'mf-photos ./PhotoAlbum',
        budget: SECTION_PAGE,
        files: ['/p/remoteEntry.abc.js', '/p/album.js'],
      },
      { name: 'mf-photos ./Other', budget: SECTION_PAGE, files: ['/p/remoteEntry.abc.js'] },
    ]);
  });
});

describe('verdict', () => {
  const check = { name: 'mf-photos ./PhotoAlbum', budget: 60, files: ['a', 'b'] };

  it('passes at the budget and fails one byte over it', () => {
    expect(verdict(check, 60 * 1024).ok).toBe(true);
    expect(verdict(check, 60 * 1024 + 1).ok).toBe(false);
  });

  it('writes one aligned line with the size in KiB', () => {
    expect(verdict(check, 18.64 * 1024).line).toBe(
      'ok   mf-photos ./PhotoAlbum                  18.6 KiB gzip (budget 60 KiB, 2 files)',
    );
    expect(verdict(check, 61 * 1024).line).toMatch(/^FAIL mf-photos/);
  });

  it('fails a first load that holds zod, whatever its size, and names the script', () => {
    const { ok, line } = verdict(check, 20 * 1024, ['/dist/753.1a.js']);
    expect(ok).toBe(false);
    expect(line).toMatch(/^FAIL .*\(budget 60 KiB, 2 files, loads zod: 753\.1a\.js\)$/);
  });
});

describe('scriptsWithZod', () => {
  it("finds zod by its schemas' internals, which minifying keeps", () => {
    const scripts = [
      { file: 'page.js', source: 'function f(e){return e.props.value}' },
      { file: 'zod.js', source: 'let t=e._zod.def;if(t.checks)r._zod.run(n)' },
    ];
    expect(scriptsWithZod(scripts)).toEqual(['zod.js']);
  });
});

describe('scriptsWithAllOfZod', () => {
  it("finds a script that holds zod's locales, which only zod's whole namespace brings", () => {
    const scripts = [
      { file: 'builders.js', source: 'let t=e._zod.def;return"Invalid input: expected "+t' },
      { file: 'whole.js', source: 'nl:()=>({localeError:e=>`Ongeldige invoer: verwacht ${e}`})' },
    ];
    expect(scriptsWithAllOfZod(scripts)).toEqual(['whole.js']);
  });
});
