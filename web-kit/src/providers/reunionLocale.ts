import type { ConfigProviderProps } from 'antd';

/**
 * antd's English, with a longer word where antd's is too short. antd names every password
 * field's eye just "Show" / "Hide" (its `global` locale): a screen reader then announces a
 * button that says nothing of what it shows. antd fills every word left out here from its own
 * en_US, component by component.
 */
export const reunionLocale: NonNullable<ConfigProviderProps['locale']> = {
  locale: 'en',
  global: { show: 'Show password', hide: 'Hide password' },
};
