// The node flags and environment the backend runs with, wherever it serves for real or is
// measured: `npm start` (tooling/scripts/start.mjs), the image (Dockerfile's CMD and ENV), the
// backend's own `npm start`, and the benchmarks. tooling/scripts/node-flags.spec.mjs holds the
// Dockerfile and package.json to these.
//
// --max-semi-space-size=32: V8's young generation, where a request's short-lived objects die, may
// grow to three semi-spaces of 32 MiB instead of Node's default 16, so it is scavenged about half
// as often: more requests a second for more peak memory, measured with `npm run bench:api`
// against the same code without it (README, Deployment, "Node's flags").
export const BACKEND_NODE_FLAGS = ['--max-semi-space-size=32'];

// UV_THREADPOOL_SIZE=8: libuv's thread pool runs argon2's hashes (two at a time, PasswordTurns),
// sharp's photo decodes (two, ImageWork), every gzip and every file read. With Node's default of
// four, two photo turns and two password turns held every thread, and each classmate's page and
// photo waited for one to free: measured with `npm run bench:sign-in-burst` ("burst 40 + photos",
// bench/RESULTS.md). Only an environment variable sets it, before Node starts: set from the code,
// the pool already exists. An operator's own value wins.
export const BACKEND_ENV = { UV_THREADPOOL_SIZE: '8' };
