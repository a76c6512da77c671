// `npm run build`: every part, from scratch. `npm run build -- shell mf-event` builds only those.
import { buildParts } from './build-parts.mjs';
import { parts, selectParts } from './parts.mjs';

const { selected, unknown } = selectParts(process.argv.slice(2));
if (unknown.length > 0) {
  console.error(
    `Unknown part(s): ${unknown.join(', ')}. Parts: ${parts.map((p) => p.name).join(', ')}`,
  );
  process.exit(1);
}
const started = Date.now();
try {
  await buildParts(selected);
  console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
