import { createConfig } from '@reunion/tooling/rspack';

// Exposes every page listed for 'mf-profile' in contracts' remoteModules, each from src/pages/<Name>.tsx.
export default createConfig({
  dir: import.meta.dirname,
  app: 'mf-profile',
  title: 'Profiles (standalone)',
});
