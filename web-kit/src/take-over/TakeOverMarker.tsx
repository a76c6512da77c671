import { useEffect, useRef } from 'react';
import { TAKE_OVER } from '@reunion/contracts';

const pendingMarker = { [TAKE_OVER.markerAttribute]: TAKE_OVER.pending };

/**
 * The last element of a part that React may take over later than the page around it (a Suspense
 * boundary): `pending` in the server's markup, `live` once React has committed the part, with an
 * event saying so. The page script holds back what a visitor does in a pending part and replays
 * it then (contracts' TAKE_OVER; shell/src/page-script/). A `<template>` shows nothing, takes no
 * room and may stand anywhere, a list or a table included.
 */
export function TakeOverMarker() {
  const marker = useRef<HTMLTemplateElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (!element) return;
    // Written to the element, not rendered: a render would be a second pass over the part, and
    // React never writes this attribute again (its value in the props does not change).
    element.setAttribute(TAKE_OVER.markerAttribute, TAKE_OVER.live);
    element.dispatchEvent(new Event(TAKE_OVER.liveEvent, { bubbles: true }));
  }, []);
  return <template ref={marker} {...pendingMarker} />;
}
