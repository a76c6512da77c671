import fs from 'node:fs';

/** The files a test app's storage folder holds, leaving out its temporary folder. */
export function storedFiles(storageDir: string): string[] {
  if (!fs.existsSync(storageDir)) return [];
  return fs
    .readdirSync(storageDir)
    .filter((name) => !name.startsWith('.'))
    .sort();
}

/** `/api/files/<key>` → `<key>`. */
export function keyOf(url: string): string {
  const key = url.split('/').pop();
  if (!key) throw new Error(`not a file URL: ${url}`);
  return key;
}
