import { createConfig } from '@reunion/tooling/rspack';

// Exposes every page listed for 'mf-directory' in contracts' remoteModules, each from src/pages/<Name>.tsx.
export default createConfig({
  dir: import.meta.dirname,
  app: 'mf-directory',
  title: 'Find Classmates (standalone)',
});
