import type { ThemeConfig } from 'antd';
import { reunionAlgorithm } from './reunionAlgorithm.js';
import { reunionToken } from './reunionToken.js';

/** The one antd theme of the site. */
export const reunionTheme: ThemeConfig = {
  token: reunionToken,
  algorithm: reunionAlgorithm,
  // Named, not left to antd: it would name the theme's CSS-variable class after React's useId
  // (`css-var-_R_0_`), which the antd stylesheet the shell's build writes ahead of any page
  // (shell/src/server/antdStylesheet.tsx) cannot know.
  cssVar: { key: 'css-var-reunion' },
};
