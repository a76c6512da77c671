/**
 * How a server-rendered page tells its inline page script which parts React has taken over
 * (hydrated), so that what a visitor types and taps before then is kept and acted on afterwards
 * (README, "Pages rendered on the server"; shell/src/page-script/).
 *
 * - Every Suspense boundary that may hold server markup ends with a marker element
 *   (`<template data-take-over="pending">`), set to `live` when React commits that boundary.
 * - A part the page takes over later, on its own (web-kit's HydrateOnView), is a *region*: its
 *   element carries `data-take-over-region`, and the markers inside it hold back only it.
 * - Each marker going live is announced by a DOM event on the marker, bubbling to the document.
 * - The page script asks a waiting region to be taken over now with the `reach` event on the
 *   element a visitor used (HydrateOnView listens for it as for a touch).
 * - A *view*, one of sibling elements carrying `data-view` of which one shows and the others are
 *   drawn `hidden` (/auth's sign-in tabs and forgot-password card), is shown in their place by
 *   the page script, at once, when a link naming it with `aria-controls` is pressed before the
 *   take-over; the press is held and fired again as any other.
 * - The shell says on the document that it could not start (a script of its start failed to
 *   load) with the `failed` event: the page script then stops holding what the visitor does and
 *   says so, as when the shell's main.js itself fails to load.
 */
export const TAKE_OVER = {
  markerAttribute: 'data-take-over',
  pending: 'pending',
  live: 'live',
  regionAttribute: 'data-take-over-region',
  viewAttribute: 'data-view',
  liveEvent: 'reunion:taken-over',
  reachEvent: 'reunion:reach',
  failedEvent: 'reunion:take-over-failed',
} as const;
