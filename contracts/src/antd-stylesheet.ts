import { z } from 'zod';

/**
 * The file the shell's build writes beside its antd stylesheet (`shell/dist/antd-stylesheet.json`,
 * tooling/rspack/antd-stylesheet.mjs): the styles of the components the site's apps use, which
 * every page links, so a page inlines only the styles the file lacks (README, "Pages rendered on
 * the server").
 */
export const antdStylesheetSchema = z.object({
  /** The stylesheet, under the shell's build (served at the site's root): `antd.<hash>.css`. */
  file: z.string().regex(/^antd\.[0-9a-f]{8}\.css$/),
  /** The CSS-in-JS cache keys of the styles in it: a page's render does not inline these. */
  keys: z.array(z.string()),
  /** Its cache-path map (`path:hash;…`), which a page with styles of its own extends. */
  cachePaths: z.string(),
});
export type AntdStylesheet = z.infer<typeof antdStylesheetSchema>;
