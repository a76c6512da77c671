import { z } from 'zod';

/**
 * The screens a server-rendered page is taken over with, beyond the shell's own start
 * (shell/src/app/renderedScreens.ts): the sign-in card, the signed-in layout (with the notice
 * asking to confirm an address), the home page and the frame of a section's page.
 */
export const renderedScreenNames = [
  'authCard',
  'siteLayout',
  'confirmEmailNotice',
  'homePage',
  'remotePage',
] as const;
export type RenderedScreen = (typeof renderedScreenNames)[number];

/** A script of the shell's build, served at the site's root: `main.<hash>.js`, `1086.<hash>.js`. */
const shellScript = z.string().regex(/^[\w-]+\.[0-9a-f]{8}\.js$/);

/**
 * The file the shell's build writes from its chunk graph (`shell/dist/first-load.json`,
 * tooling/rspack/first-load.mjs): the scripts a page loads to be taken over. `npm run size`
 * budgets them; the server hands a page the list its screens need, which the page script asks
 * for at once (docs/page-scripts.md).
 */
export const shellFirstLoadSchema = z.object({
  /** What React needs to take any page over: main.js and the shell's start. */
  hydration: z.array(shellScript),
  /** Hydration and the sign-in card: the JS until a visitor can sign in on /auth. */
  signInForm: z.array(shellScript),
  /** What each screen loads beyond hydration. */
  screens: z.record(z.enum(renderedScreenNames), z.array(shellScript)),
  /**
   * What each module the shell provides to sections loads beyond hydration, by share key
   * (`antd/es/select`): a section's web manifest names the ones each of its pages takes.
   */
  shares: z.record(z.string(), z.array(shellScript)),
});
export type ShellFirstLoad = z.infer<typeof shellFirstLoadSchema>;
