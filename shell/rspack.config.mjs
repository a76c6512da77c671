import { createConfig } from '@reunion/tooling/rspack';

export default createConfig({ dir: import.meta.dirname, app: 'shell' });
