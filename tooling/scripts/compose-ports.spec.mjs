import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './parts.mjs';

/** The one service other machines may reach; everything else stays on the host or inside. */
const PUBLIC_SERVICE = 'proxy';
const LOOPBACK = new Set(['127.0.0.1', '[::1]']);

/** A short port entry with its host address: '127.0.0.1:8025:8025', '[::1]:8025:8025'. */
const SHORT_WITH_ADDRESS = /^(\[[^\]]+\]|[^:]+):[^:]+:[^:]+$/;

/** The host address a compose port entry binds, in its short or long form. */
function hostAddress(port) {
  if (typeof port === 'object') return port.host_ip ?? '0.0.0.0';
  return SHORT_WITH_ADDRESS.exec(String(port))?.[1] ?? '0.0.0.0';
}

// The mail catcher's inbox once listened on every address: anyone who reached port 8025 could
// read any account's reset link and take it.
describe('docker-compose.yml', () => {
  // merge: services built from an anchor (`<<: *anchor`) get its keys, ports included.
  const { services } = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), {
    merge: true,
  });

  it('reads every service with the keys its anchor gives it', () => {
    expect(services['backend-2'].restart).toBe('unless-stopped');
    expect(services['backend-2'].environment.SMTP_URL).toBeDefined();
  });

  it('publishes only the proxy to the network', () => {
    const exposed = Object.entries(services)
      .filter(([name]) => name !== PUBLIC_SERVICE)
      .flatMap(([name, service]) =>
        (service.ports ?? [])
          .filter((port) => !LOOPBACK.has(hostAddress(port)))
          .map((port) => `${name} ${JSON.stringify(port)}`),
      );
    expect(exposed).toEqual([]);
    expect(services[PUBLIC_SERVICE].ports).toHaveLength(1);
  });

  it('lets the backends send through a real relay', () => {
    expect(services['backend-1'].environment.SMTP_URL).toMatch(/^\$\{SMTP_URL:-/);
  });
});
