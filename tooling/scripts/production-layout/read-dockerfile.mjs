// Reads the backend image's layout out of the Dockerfile, so that the production-layout check
// (check-production-layout.mjs) builds the very layout the image describes. It understands the
// few instruction forms the Dockerfile keeps to (its header says which); anything else in the
// stages it reads is refused, rather than silently left out of the check.
import fs from 'node:fs';

/**
 * @typedef {object} Layout
 * @property {string[]} packageFiles files the dependency stages copy from the context
 * @property {string[]} installArgs the arguments of the production `npm ci`
 * @property {{ from: string, to: string }[]} builtOutput build-stage paths (relative to /app)
 *   and where they go in the image (relative to /app)
 * @property {string[]} ownedByUser folders (relative to /app) made for the run-time user
 * @property {string} user the user the image runs as
 * @property {Record<string, string>} env the backend stage's ENV
 * @property {string[]} command the backend stage's CMD
 */

const APP = '/app/';

/** One stage per FROM: its name and its instructions (continuation lines joined). */
function stages(text) {
  const lines = text.replace(/\\\n/g, ' ').split('\n');
  const result = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [keyword, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      result.push({ base: match?.[1], name: match?.[2], instructions: [] });
    } else {
      result.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return result;
}

const inApp = (file) => {
  if (!file.startsWith(APP)) throw new Error(`Dockerfile: ${file} is not under /app`);
  return file.slice(APP.length);
};

/** @returns {Layout} */
export function readLayout(dockerfile) {
  return parseLayout(fs.readFileSync(dockerfile, 'utf8'));
}

/**
 * The workspaces whose package.json the dependency stages do not copy: `npm ci` in the image
 * refuses the lock without them.
 * @param {Layout} layout
 * @param {string[]} workspaces the root package.json's
 */
export function uncopiedWorkspaces(layout, workspaces) {
  return workspaces.filter(
    (workspace) => !layout.packageFiles.includes(`${workspace}/package.json`),
  );
}

/**
 * @param {string} text a Dockerfile
 * @returns {Layout}
 */
export function parseLayout(text) {
  const all = stages(text);
  const stage = (name) => {
    const found = all.find((s) => s.name === name);
    if (!found) throw new Error(`Dockerfile: no stage named ${name}`);
    return found;
  };
  const deps = stage('deps');
  const prodDeps = stage('prod-deps');
  const backend = stage('backend');
  if (prodDeps.base !== 'deps') throw new Error('Dockerfile: prod-deps must start FROM deps');

  const packageFiles = [];
  for (const { keyword, args } of deps.instructions.filter((i) => i.keyword === 'COPY')) {
    const parts = args.split(/\s+/);
    if (parts.some((part) => part.startsWith('--')) || keyword !== 'COPY')
      throw new Error(`Dockerfile: deps copies with flags: ${args}`);
    packageFiles.push(...parts.slice(0, -1));
  }
  const installs = prodDeps.instructions.filter((i) => i.keyword === 'RUN');
  if (installs.length !== 1 || !/^npm ci\s/.test(installs[0].args))
    throw new Error('Dockerfile: prod-deps must hold exactly one RUN, npm ci');
  const installArgs = installs[0].args.split(/\s+/).slice(2);

  const layout = { packageFiles, installArgs, builtOutput: [], ownedByUser: [], env: {} };
  for (const { keyword, args } of backend.instructions) {
    const parts = args.split(/\s+/);
    if (
      keyword === 'COPY' &&
      parts[0] === '--from=prod-deps' &&
      args === '--from=prod-deps /app /app'
    )
      continue; // package files and node_modules: what the check installs itself
    if (keyword === 'COPY' && parts[0] === '--from=build' && parts.length === 3)
      layout.builtOutput.push({ from: inApp(parts[1]), to: parts[2] });
    else if (keyword === 'RUN' && /^install -d -o node -g node( \/app\/\S+)+$/.test(args))
      layout.ownedByUser.push(...parts.slice(6).map(inApp));
    else if (keyword === 'ENV')
      for (const pair of parts) {
        const [key, value] = pair.split('=');
        layout.env[key] = value;
      }
    else if (keyword === 'USER') layout.user = args;
    else if (keyword === 'CMD') layout.command = JSON.parse(args);
    else if (!['WORKDIR', 'EXPOSE', 'HEALTHCHECK'].includes(keyword))
      throw new Error(`Dockerfile: the check does not know the backend stage's ${keyword} ${args}`);
  }
  if (!layout.user || !layout.command) throw new Error('Dockerfile: backend needs USER and CMD');
  return layout;
}
