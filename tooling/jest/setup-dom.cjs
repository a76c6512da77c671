// jsdom lacks what antd and react-router 7 reach for at import or first render (STACK.md):
// TextEncoder/TextDecoder, matchMedia (antd's responsive hooks), ResizeObserver.
const { TextDecoder, TextEncoder } = require('node:util');
const { MessageChannel } = require('node:worker_threads');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// React reports uncaught render errors through MessageChannel, which jsdom lacks.
if (typeof globalThis.MessageChannel === 'undefined') globalThis.MessageChannel = MessageChannel;

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    // Every query answers "no match": tests see the small-screen layout unless they set
    // `window.matchMedia` themselves.
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!window.PointerEvent) {
    // jsdom has no PointerEvent; without it testing-library sends a bare Event with no
    // coordinates.
    window.PointerEvent = class PointerEvent extends window.MouseEvent {
      constructor(type, init = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    };
  }
  if (!window.scrollTo || String(window.scrollTo).includes('notImplemented')) {
    window.scrollTo = () => {};
  }
}
