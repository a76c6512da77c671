// `node bench/cpu-profile-layers.mjs <file.cpuprofile> <requests>`: where a server's CPU went,
// by the part of the stack that spent it (issue 32), from a `node --cpu-prof` profile taken under
// `npm run bench:api` (BENCH_NODE_ARGS; one scenario with BENCH_SCENARIOS). Each busy sample is
// given to the innermost frame outside Node's own code that a layer below claims, so a
// middleware's `next()` is not counted as its own, and a socket write goes to whoever wrote
// (the pg driver, or the HTTP answer). Module loading is the process's start and is reported
// apart; `requests` (warm-up included) turns milliseconds into milliseconds per request.
// Profiled time runs about twice the real figure; compare the servers of one run, not runs.
import fs from 'node:fs';

const [file, requestsArgument] = process.argv.slice(2);
const requests = Number(requestsArgument ?? 1);

/** The layers, first match wins; matched against a frame's script address. */
const LAYERS = [
  ['request id, access log (pino)', /backend\/dist\/logging\/|node_modules\/(pino|sonic-boom)\//],
  ['security headers (helmet)', /node_modules\/helmet\/|backend\/dist\/static\/security-headers/],
  ['compression', /node_modules\/(compression|on-headers|negotiator|vary|compressible)\//],
  ['static files', /node_modules\/(serve-static|send)\/|backend\/dist\/static\//],
  ['origin and body checks', /backend\/dist\/(security|request-bodies)\//],
  [
    'express-session, connect-pg-simple',
    /node_modules\/(express-session|connect-pg-simple|cookie-signature|cookie)\//,
  ],
  ['passport', /node_modules\/passport|backend\/dist\/auth\/(passport|guards)\//],
  ['TypeORM', /node_modules\/typeorm\//],
  [
    'pg driver (queries and their socket writes)',
    /node_modules\/(pg|pg-pool|pg-protocol|pg-types|postgres-[a-z]+)\//,
  ],
  [
    'Nest (routing, guards, interceptors, pipes)',
    /node_modules\/(@nestjs\/[a-z-]+|rxjs|reflect-metadata)\//,
  ],
  ['Express router', /node_modules\/(router|express|path-to-regexp|parseurl|finalhandler)\//],
  ['handlers and reads (site code)', /backend\/dist\/|contracts\/dist\//],
  ['bench server code', /\/bench\//],
];

const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parents.set(child, node.id);

function layerOf(sampleId) {
  const leaf = nodes.get(sampleId).callFrame;
  for (let id = sampleId; id !== undefined; id = parents.get(id)) {
    const { url } = nodes.get(id).callFrame;
    if (url.startsWith('node:internal/modules')) return 'module loading (the start)';
    if (!url || url.startsWith('node:')) continue;
    return LAYERS.find(([, pattern]) => pattern.test(url))?.[0] ?? 'other libraries';
  }
  return leaf.functionName.startsWith('(') ? leaf.functionName : "Node's own (HTTP, streams)";
}

const spent = new Map();
let busy = 0;
profile.samples.forEach((id, index) => {
  if (nodes.get(id).callFrame.functionName === '(idle)') return;
  const micros = profile.timeDeltas[index] ?? 0;
  busy += micros;
  const layer = layerOf(id);
  spent.set(layer, (spent.get(layer) ?? 0) + micros);
});

console.log(`| Layer | ms per request | Share of busy time |\n| --- | --- | --- |`);
for (const [layer, micros] of [...spent].sort((a, b) => b[1] - a[1]))
  console.log(
    `| ${layer} | ${(micros / 1000 / requests).toFixed(3)} | ${((100 * micros) / busy).toFixed(1)} % |`,
  );
console.log(`\nbusy ${(busy / 1000).toFixed(0)} ms over ${requests} requests`);
