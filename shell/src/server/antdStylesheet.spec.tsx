/** @jest-environment node */
// The server's view: a page's render in Node, as the shell's server build renders one.
import { renderToString } from 'react-dom/server';
import { Button, Divider, Form, Input, Tag, Typography } from 'antd';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import type { AntdStylesheet } from '@reunion/contracts';
import { AppProviders, createQueryClient } from '@reunion/web-kit';
import { antdStylesheet } from './antdStylesheet';
import { CACHE_PATH_RULE } from './cachePathRule';
import { inlineStyles } from './inlineStyles';

/** What the shell's build would find in sources drawing the form below. */
const uses = [
  { name: 'Button', members: [] },
  { name: 'Form', members: ['Item', 'List'] },
  { name: 'Input', members: ['Password'] },
  { name: 'Tag', members: [] },
  { name: 'Typography', members: ['Title'] },
];

function SignInForm() {
  return (
    <Form layout="vertical">
      <Typography.Title level={2}>Sign in</Typography.Title>
      <Form.Item label="Password" name="password">
        <Input.Password />
      </Form.Item>
      <Tag color="blue">Paris Gathering</Tag>
      <Button type="primary" htmlType="submit">
        Login
      </Button>
    </Form>
  );
}

/** A page's render, as renderPage makes it: its own cache, the site's providers. */
function render(page: React.ReactElement) {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <AppProviders queryClient={createQueryClient()}>{page}</AppProviders>
    </StyleProvider>,
  );
  return cache;
}

/** `path:hash` pairs of a cache-path map. */
const entries = (map: string) => new Set(map.split(';').filter(Boolean));
const mapOf = (styles: string) => CACHE_PATH_RULE.exec(styles)?.[1] ?? '';

let built: ReturnType<typeof antdStylesheet>;
let stylesheet: AntdStylesheet;

beforeAll(() => {
  // antd's development warning about Form.List drawn bare, which the build leaves out.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  built = antdStylesheet(uses);
  quiet.mockRestore();
  stylesheet = { file: 'antd.0123abcd.css', keys: built.keys, cachePaths: built.cachePaths };
});

describe('antdStylesheet', () => {
  it('holds each style a page drawing those components renders, under the same path and hash', () => {
    // Every style inline, as a page without a stylesheet has them.
    const pageStyles = inlineStyles(render(<SignInForm />), null);
    const pagePaths = entries(mapOf(pageStyles));
    expect(pagePaths.size).toBeGreaterThan(5);
    // The hash is of the path and the style's text: the same text in the file.
    expect([...pagePaths].filter((entry) => !entries(built.cachePaths).has(entry))).toEqual([]);
    for (const [, text] of pageStyles.matchAll(
      /<style[^>]*data-css-hash="[^"]*"[^>]*>([^<]*)<\/style>/g,
    ))
      expect(built.css).toContain(text);
  });

  it('has the styles antd adds only for some props (a coloured Tag)', () => {
    expect(built.keys.some((key) => key.includes('Tag-preset'))).toBe(true);
  });

  it('names the parts it could not draw bare, and stands without them', () => {
    expect(built.skipped).toEqual([expect.stringMatching(/^Form\.List: /)]);
  });
});

describe('inlineStyles', () => {
  it('inlines nothing for a page drawn with the stylesheet’s components', () => {
    expect(inlineStyles(render(<SignInForm />), stylesheet)).toBe('');
  });

  it('inlines a component the stylesheet lacks, with a map of the stylesheet’s paths and its own', () => {
    const styles = inlineStyles(
      render(
        <>
          <SignInForm />
          <Divider />
        </>,
      ),
      stylesheet,
    );
    const tags = [...styles.matchAll(/<style([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(styles).toContain('.ant-divider');
    expect(styles).not.toContain('.ant-btn{');
    // The map last, without the attribute that would make the browser look for every path's
    // <style> in the page (and generate the stylesheet's styles again).
    expect(tags.at(-1)).toBe('');
    expect(styles).not.toContain('data-ant-cssinjs-cache-path=');
    const map = [...entries(mapOf(styles))];
    expect(map).toEqual(expect.arrayContaining([...entries(built.cachePaths)]));
    expect(map.filter((entry) => !entries(built.cachePaths).has(entry))).toEqual([
      expect.stringMatching(/\|Divider-Divider\|ant-divider\|/),
    ]);
  });

  it('inlines every style, with antd’s own map, without a stylesheet', () => {
    const styles = inlineStyles(render(<SignInForm />), null);
    expect(styles).toContain('.ant-btn');
    expect(styles).toMatch(/<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">/);
  });
});
