import type { ThemeConfig } from 'antd';

/** The reunion green; 7:1 on white, so it also carries link and button text. */
export const BRAND_GREEN = '#0b5d3b';

/**
 * The site's seed tokens. antd's defaults put error text (#ff4d4f) and secondary text (45 %
 * black) below WCAG AA contrast on white; these bring them to 4.5:1 or more.
 */
export const reunionToken = {
  colorPrimary: BRAND_GREEN,
  colorLink: BRAND_GREEN,
  colorSuccess: '#2e7d32',
  colorError: '#b3261e',
  colorWarning: '#9a6700',
  colorInfo: BRAND_GREEN,
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  // Links inside text must not rely on colour alone (WCAG 1.4.1, axe link-in-text-block).
  linkDecoration: 'underline',
  borderRadius: 8,
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
} as const satisfies ThemeConfig['token'];
