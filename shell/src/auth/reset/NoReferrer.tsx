/**
 * `<meta name="referrer" content="no-referrer">`, hoisted into <head> by React, on the screens
 * whose address carries a reset token: wherever the shell's HTML is served from (the backend
 * also sends the header for these paths, a static server may not), nothing this page requests
 * or links to is told its address.
 */
export function NoReferrer() {
  return <meta name="referrer" content="no-referrer" />;
}
