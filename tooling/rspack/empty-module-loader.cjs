// A module with nothing in it: what a stylesheet import becomes in a server build.
module.exports = function emptyModule() {
  return '';
};
