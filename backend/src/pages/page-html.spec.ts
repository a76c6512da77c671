import type { AntdStylesheet, PageRenderResult } from '@reunion/contracts';
import { escapeHtml } from '../mail/escape-html.js';
import { pageHtml } from './page-html.js';

/** index.html as the shell's build writes it: the antd stylesheet before its script and CSS. */
const TEMPLATE =
  '<!doctype html><html><head><title>Reunion</title><style>body{}</style>' +
  '<link href="/antd.0123abcd.css" rel="stylesheet"><script defer src="/main.1234abcd.js"></script>' +
  '<link href="/main.5678abcd.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';

const stylesheet: AntdStylesheet = {
  file: 'antd.0123abcd.css',
  keys: ['style%css-1|Button-Button|ant-btn|anticon'],
  cachePaths: 'css-1|Button-Button|ant-btn|anticon:abc',
};

const page = (head: string): Extract<PageRenderResult, { kind: 'page' }> => ({
  kind: 'page',
  status: 200,
  title: 'Sign in',
  head,
  html: '<main>hello</main>',
  state: '{}',
  scripts: [],
  errors: [],
});

const LEFTOVERS = '<style data-css-hash="x">.ant-slider{}</style><style>.m{content:"$&"}</style>';

describe('pageHtml', () => {
  it("puts the page's own styles right after the antd stylesheet, before the site's stylesheet", () => {
    const html = pageHtml(TEMPLATE, page(LEFTOVERS), stylesheet, null);
    expect(html).toContain(`<link href="/antd.0123abcd.css" rel="stylesheet">${LEFTOVERS}<script`);
    expect(html.indexOf(LEFTOVERS)).toBeLessThan(html.indexOf('/main.5678abcd.css'));
    expect(html).toContain('<title>Sign in</title>');
    expect(html).toContain('<div id="root"><main>hello</main></div>');
  });

  it('links the stylesheet and adds nothing for a page with no styles of its own', () => {
    const html = pageHtml(TEMPLATE, page(''), stylesheet, null);
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).toContain('<link href="/antd.0123abcd.css" rel="stylesheet">');
  });

  it("asks for the page's script from the inline page script, which takes the <script defer>'s place", () => {
    const script = { source: '(()=>{holdEarlyInput()})();', hash: "'sha256-x'" };
    const html = pageHtml(TEMPLATE, page(''), stylesheet, script);
    expect(html).toContain(`<script data-src="/main.1234abcd.js">${script.source}</script>`);
    expect(html).not.toContain('<script defer');
  });

  it('names the scripts taking the page over loads, for the page script to ask for with main.js', () => {
    const script = { source: 'load()', hash: "'sha256-x'" };
    const scripts = [
      '/main.1234abcd.js',
      '/antd-core.0123abcd.js',
      '/remotes/mf-directory/mf-manifest.json?release=a&b="c"',
    ];
    const html = pageHtml(TEMPLATE, { ...page(''), scripts }, stylesheet, script);
    // main.js is the script's own address; an address cannot end the attribute.
    expect(html).toContain(
      '<script data-src="/main.1234abcd.js" data-preload="/antd-core.0123abcd.js ' +
        '/remotes/mf-directory/mf-manifest.json?release=a&amp;b=&quot;c&quot;">load()</script>',
    );
  });

  it("keeps a member's text as it is, even where it reads like a replacement pattern ($`, $', $&)", () => {
    // A caption or a name with `$\`` once pasted the page's head into its state, which then did
    // not parse, and the page never became interactive for anyone who opened it.
    const text = "Cheers $` to $' all $& of $1 us $$";
    const html = pageHtml(
      TEMPLATE,
      {
        ...page(''),
        title: text,
        html: `<p>${text}</p>`,
        state: JSON.stringify({ caption: text }),
      },
      stylesheet,
      null,
    );
    expect(html).toContain(`<title>${escapeHtml(text)}</title>`);
    expect(html).toContain(`<div id="root"><p>${text}</p></div>`);
    const state = /<script type="application\/json" id="reunion-ssr-state">(.*?)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(state?.[1] ?? '')).toEqual({ caption: text });
  });

  it('puts every style at the end of <head> for a build without a stylesheet', () => {
    const template = TEMPLATE.replace('<link href="/antd.0123abcd.css" rel="stylesheet">', '');
    expect(pageHtml(template, page(LEFTOVERS), null, null)).toContain(`${LEFTOVERS}</head>`);
  });
});
