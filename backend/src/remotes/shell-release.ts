import fs from 'node:fs';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { shellReleaseSchema, type BuiltAgainst } from '@reunion/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export const SHELL_RELEASE_FILE = 'shell-release.json';

/**
 * The shared singletons the served shell provides, from `shell/dist/shell-release.json`
 * (written by the rspack factory when the shell is built). Read from the build rather than
 * from node_modules on the server: what matters is the React inside the bundle browsers get,
 * and a server image need not hold the front end's packages at all. Read on each call, so a
 * rebuilt shell counts without a restart. Undefined when the shell has no such file.
 */
@Injectable()
export class ShellRelease {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  shared(): BuiltAgainst['shared'] | undefined {
    const file = path.join(this.config.staticRoot, 'shell', 'dist', SHELL_RELEASE_FILE);
    if (!fs.existsSync(file)) return undefined;
    const parsed = shellReleaseSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data.shared : undefined;
  }
}
