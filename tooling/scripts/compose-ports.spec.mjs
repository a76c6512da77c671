import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './parts.mjs';

/** The one service other machines may reach; everything else stays on the host or inside. */
const PUBLIC_SERVICE = 'proxy';
const LOOPBACK = new Set(['127.0.0.1', '::1', '[::1]']);

/** The host address a compose port entry binds, in its short ('ip:host:container') or long form. */
function hostAddress(port) {
  if (typeof port === 'object') return port.host_ip ?? '0.0.0.0';
  const parts = String(port).split(':');
  return parts.length === 3 ? parts[0] : '0.0.0.0';
}

// The mail catcher's inbox once listened on every address: anyone who reached port 8025 could
// read any account's reset link and take it.
describe('docker-compose.yml', () => {
  const { services } = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'));

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
