// The child process antd-stylesheet.mjs runs: loads the shell's server build (argv[2]) and
// renders the antd stylesheet of the uses it is sent, then sends the result back and exits.
process.once('message', (uses) => {
  const { antdStylesheet } = require(process.argv[2]);
  antdStylesheet(uses).then(
    (built) => process.send(built, () => process.exit(0)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
});
