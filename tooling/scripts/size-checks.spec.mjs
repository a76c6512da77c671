import {
  budgets,
  scriptsOf,
  scriptsMarked,
  sectionChecks,
  SECTION_PAGE,
  shellChecks,
  verdict,
  zodMarks,
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

describe('zodMarks', () => {
  const scripts = [
    { file: 'page.js', source: 'function f(e){return e.props.value}' },
    { file: 'builders.js', source: 'let t=e._zod.def;return"Invalid input: expected "+t' },
    {
      file: 'whole.js',
      source: 'e._zod.run(n);nl:()=>({localeError:e=>`Ongeldige invoer: ${e}`})',
    },
  ];

  it.each([
    ["any of zod, by its schemas' internals", zodMarks.any, ['builders.js', 'whole.js']],
    [
      'all of zod, by its locales, which only its whole namespace brings',
      zodMarks.whole,
      ['whole.js'],
    ],
  ])('finds the scripts that hold %s', (_what, mark, files) => {
    expect(scriptsMarked(mark, scripts)).toEqual(files);
  });
});
