import { ConfigService } from '@nestjs/config';
import { startTestApp } from '../../test/support/test-app.js';
import { APP_CONFIG } from './app-config.js';
import type { ConfigTree } from './config.module.js';

describe('AppConfigModule (@nestjs/config)', () => {
  it('hands every module the one validated config, and leaves process.env alone', async () => {
    const before = { ...process.env };
    const t = await startTestApp({ RATE_LIMIT_LOGIN_PER_IP: '42' });
    try {
      const configs = t.app.get<ConfigService<ConfigTree, true>>(ConfigService);
      expect(configs.get('app', { infer: true })).toBe(t.config);
      expect(t.app.get(APP_CONFIG)).toBe(t.config);
      expect(t.config.rateLimits.loginPerIp.limit).toBe(42);
      // Several apps with their own settings share a test process: nothing is written back.
      expect(process.env).toEqual(before);
    } finally {
      await t.close();
    }
  });
});
