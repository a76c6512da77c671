import { linkStylesheet } from './antd-stylesheet.mjs';

describe('linkStylesheet', () => {
  it("links the stylesheet before the page's script and the site's own stylesheet", () => {
    const html =
      '<head><title>t</title><style>body{}</style><link href="/favicon.svg" rel="icon">' +
      '<script defer src="/main.1.js"></script><link href="/main.2.css" rel="stylesheet"></head>';
    expect(linkStylesheet(html, 'antd.0123abcd.css')).toBe(
      '<head><title>t</title><style>body{}</style><link href="/favicon.svg" rel="icon">' +
        '<link href="/antd.0123abcd.css" rel="stylesheet">' +
        '<script defer src="/main.1.js"></script><link href="/main.2.css" rel="stylesheet"></head>',
    );
  });

  it('refuses a page it cannot place the link in', () => {
    expect(() => linkStylesheet('<head></head>', 'antd.0123abcd.css')).toThrow(/index\.html/);
  });
});
