import fs from 'node:fs';
import path from 'node:path';

/** Writes `files` (path → content) under `root`, creating folders, like a build would. */
export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(root, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
  }
}
