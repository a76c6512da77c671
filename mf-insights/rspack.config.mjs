import { createConfig } from '@reunion/tooling/rspack';

// Exposes every page listed for 'mf-insights' in contracts' remoteModules, each from src/pages/<Name>.tsx.
export default createConfig({
  dir: import.meta.dirname,
  app: 'mf-insights',
  title: 'Insights (standalone)',
});
