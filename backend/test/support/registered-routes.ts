import { MIDDLEWARE_MOUNTS } from '../../src/security/access-matrix.js';
import type { TestApp } from './test-app.js';

/** `METHOD /path` of every route the app's Express router holds (its middleware mounts aside). */
export function registeredRoutes(t: TestApp): string[] {
  const router = (
    t.app.getHttpAdapter().getInstance() as {
      router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
    }
  ).router;
  return router.stack.flatMap((layer) =>
    layer.route && !MIDDLEWARE_MOUNTS.includes(layer.route.path)
      ? Object.keys(layer.route.methods)
          .filter((method) => method !== '_all')
          .map((method) => `${method.toUpperCase()} ${layer.route?.path}`)
      : [],
  );
}
