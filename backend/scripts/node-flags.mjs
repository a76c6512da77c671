// The node flags the backend runs with, wherever it serves for real or is measured: `npm start`
// (tooling/scripts/start.mjs), the image's CMD (Dockerfile), the backend's own `npm start`, and
// `npm run bench:api`. tooling/scripts/node-flags.spec.mjs holds the Dockerfile and package.json
// to this list.
//
// --max-semi-space-size=32: V8's young generation, where a request's short-lived objects die, may
// grow to three semi-spaces of 32 MiB instead of Node's default 16, so it is scavenged about half
// as often: more requests a second for more peak memory, measured with `npm run bench:api`
// against the same code without it (README, Deployment, "Node's flags").
export const BACKEND_NODE_FLAGS = ['--max-semi-space-size=32'];
