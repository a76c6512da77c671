import { releaseVersionSchema, remoteNameSchema, type RemoteName } from '@reunion/contracts';

export type RemotesCommand =
  | { command: 'list' }
  | { command: 'publish' | 'activate'; name: RemoteName; version: string }
  | { command: 'rollback'; name: RemoteName };

export const REMOTES_USAGE = `usage: npm run remotes -- list
       npm run remotes -- publish <section> <version>   (register a folder npm run release made)
       npm run remotes -- activate <section> <version>
       npm run remotes -- rollback <section>`;

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
      expect(1);
      return { command, name: name(rest[0]) };
    default:
      throw new RemotesArgsError(`unknown command '${command ?? ''}'`);
  }
}
