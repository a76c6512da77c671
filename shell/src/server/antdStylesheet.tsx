import { type ComponentType, isValidElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
// The whole library, on purpose: the catalogue draws whichever components the apps name. This
// module is in the server build only, where every component is built anyway (the shell
// provides them all); the import is not rewritten per component as named imports are.
import * as antd from 'antd';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { AntdStylesheet } from '@reunion/contracts';
import { AppProviders, createQueryClient } from '@reunion/web-kit';
import { CACHE_PATH_RULE } from './cachePathRule';

/** A component the apps import from antd (`Form`), and the parts of it they draw (`Form.Item`). */
export interface AntdUse {
  name: string;
  members: string[];
}

/**
 * The stylesheet's text and what the manifest says of it (the file name is the build's), and
 * the parts that could not be drawn bare, with why (for the build's log).
 */
export type BuiltAntdStylesheet = Omit<AntdStylesheet, 'file'> & { css: string; skipped: string[] };

const library = antd as unknown as Record<string, unknown>;

/**
 * Styles antd adds only for some props, with props that bring them: a Tag's preset colours
 * (`color="blue"`) and status colours (`color="success"`) are styles of their own.
 */
const PROPS_WITH_STYLES: Record<string, Record<string, unknown>[]> = {
  Tag: [{ color: 'blue' }, { color: 'success' }],
};

/**
 * A React component: a function, or an object React renders (forwardRef, memo), not an element
 * (`Empty.PRESENTED_IMAGE_SIMPLE`).
 */
function isComponent(value: unknown): value is ComponentType<Record<string, unknown>> {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value && !isValidElement(value))
  );
}

/**
 * Each use drawn bare: the component, with each set of props that brings a style of its own,
 * then each of its parts that is a component.
 */
function catalogue(uses: AntdUse[]): ReactElement[] {
  const elements: ReactElement[] = [];
  for (const { name, members } of uses) {
    const component = library[name];
    if (!isComponent(component)) continue;
    const Component = component;
    elements.push(<Component key={name} />);
    for (const [index, props] of (PROPS_WITH_STYLES[name] ?? []).entries())
      elements.push(<Component key={`${name}-${index}`} {...props} />);
    const parts = component as unknown as Record<string, unknown>;
    for (const member of members) {
      const part = parts[member];
      if (!isComponent(part)) continue;
      const Part = part;
      elements.push(<Part key={`${name}.${member}`} />);
    }
  }
  return elements;
}

/**
 * antd's styles of the components the site draws, rendered by this very build (the same antd,
 * CSS-in-JS engine, theme and providers as a page's render, so each style's cache key and hash
 * are those a page produces), for the build to write as a stylesheet. Each element is rendered
 * on its own: one that cannot be drawn without props (Form.List needs its render function)
 * is left out, and its styles are then generated where a page draws it, as before.
 */
export function antdStylesheet(uses: AntdUse[]): BuiltAntdStylesheet {
  const cache = createCache();
  const queryClient = createQueryClient();
  const skipped: string[] = [];
  for (const element of catalogue(uses)) {
    try {
      renderToString(
        <StyleProvider cache={cache}>
          <AppProviders queryClient={queryClient}>{element}</AppProviders>
        </StyleProvider>,
      );
    } catch (error) {
      skipped.push(`${String(element.key)}: ${(error as Error).message}`);
    }
  }
  const css = extractStyle(cache, { plain: true });
  const cachePaths = CACHE_PATH_RULE.exec(css)?.[1];
  if (cachePaths === undefined) throw new Error('antdStylesheet: no cache-path rule in the styles');
  // What extractStyle wrote, by cache key: the keys a page's render leaves out of its page.
  return { css, keys: [...cache.extracted].sort(), cachePaths, skipped };
}
