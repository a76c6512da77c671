import {
  releaseVersionSchema,
  remoteNameSchema,
  type RemoteName,
  type StartCanaryRequest,
  startCanaryRequestSchema,
} from '@reunion/contracts';

export type RemotesCommand =
  | { command: 'list' }
  | { command: 'publish' | 'activate'; name: RemoteName; version: string }
  | { command: 'rollback'; name: RemoteName }
  | { command: 'canaries' }
  | ({ command: 'canary'; name: RemoteName } & StartCanaryRequest)
  | { command: 'promote' | 'stop'; name: RemoteName };

export const REMOTES_USAGE = `usage: npm run remotes -- list
       npm run remotes -- publish <section> <version>   (register a folder npm run release made)
       npm run remotes -- activate <section> <version>
       npm run remotes -- rollback <section>
       npm run remotes -- canary <section> <version> <share %> [--auto-promote]   (1-50 % of visitors)
       npm run remotes -- promote <section>   (the canary becomes the active version)
       npm run remotes -- stop <section>      (every visitor back on the active version)
       npm run remotes -- canaries            (running canaries and how the last ones ended)`;

export class RemotesArgsError extends Error {}

function name(raw: string | undefined): RemoteName {
  const parsed = remoteNameSchema.safeParse(raw);
  if (!parsed.success) throw new RemotesArgsError(`unknown section '${raw ?? ''}'`);
  return parsed.data;
}

function version(raw: string | undefined): string {
  const parsed = releaseVersionSchema.safeParse(raw);
  if (!parsed.success) throw new RemotesArgsError(`'${raw ?? ''}' is not a version like 1.4.0`);
  return parsed.data;
}

export function parseRemotesArgs(argv: string[]): RemotesCommand {
  const [command, ...rest] = argv;
  const expect = (count: number) => {
    if (rest.length !== count)
      throw new RemotesArgsError(`'${command}' takes ${count} argument(s)`);
  };
  switch (command) {
    case 'list':
      expect(0);
      return { command };
    case 'publish':
    case 'activate':
      expect(2);
      return { command, name: name(rest[0]), version: version(rest[1]) };
    case 'rollback':
    case 'promote':
    case 'stop':
      expect(1);
      return { command, name: name(rest[0]) };
    case 'canaries':
      expect(0);
      return { command };
    case 'canary': {
      const autoPromote = rest.includes('--auto-promote');
      const [section, release, share, ...extra] = rest.filter((arg) => arg !== '--auto-promote');
      if (extra.length > 0 || share === undefined)
        throw new RemotesArgsError(`'canary' takes a section, a version and a share`);
      const parsed = startCanaryRequestSchema.shape.share.safeParse(Number(share));
      if (!parsed.success)
        throw new RemotesArgsError(`the share must be 1 to 50 (%), not '${share}'`);
      return {
        command,
        name: name(section),
        version: version(release),
        share: parsed.data,
        autoPromote,
      };
    }
    default:
      throw new RemotesArgsError(`unknown command '${command ?? ''}'`);
  }
}
