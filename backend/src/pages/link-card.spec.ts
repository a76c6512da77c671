import { reunionFacts } from '@reunion/contracts';
import { linkCardTags, withLinkCard } from './link-card.js';

describe('the link card', () => {
  const tags = linkCardTags('https://reunion.example.org', '/event-details');

  it("gives the reunion's name, dates and place, and the page's public address", () => {
    expect(tags).toContain(`<meta property="og:title" content="${reunionFacts.siteName}">`);
    expect(tags).toContain(
      '<meta property="og:url" content="https://reunion.example.org/event-details">',
    );
    expect(tags).toContain(
      '<meta property="og:image" content="https://reunion.example.org/link-card.png">',
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).toContain(reunionFacts.dates);
  });

  it('cannot be broken out of by the address: quotes and brackets are escaped', () => {
    const hostile = linkCardTags('https://reunion.example.org', '/"><script>alert(1)</script>');
    expect(hostile).not.toContain('<script>');
    expect(hostile).toContain('/&quot;&gt;&lt;script&gt;');
  });

  it('goes at the end of the head, once', () => {
    const page = withLinkCard(
      '<html><head><title>x</title></head><body></body></html>',
      'https://a.org',
      '/',
    );
    expect(page.match(/og:title/g)).toHaveLength(1);
    expect(page.indexOf('og:title')).toBeLessThan(page.indexOf('</head>'));
  });
});
