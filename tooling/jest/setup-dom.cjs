// jsdom lacks what antd and react-router 7 reach for at import or first render:
// TextEncoder/TextDecoder, matchMedia (antd's responsive hooks), ResizeObserver; and the
// BroadcastChannel the site's tabs talk on.
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// React reports uncaught render errors through MessageChannel, which jsdom lacks. Node's own
// keeps the test process alive, so a timer-based stand-in.
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      const port = (other) => ({
        onmessage: null,
        postMessage: (data) => setTimeout(() => other().onmessage?.({ data }), 0),
        close() {},
      });
      this.port1 = port(() => this.port2);
      this.port2 = port(() => this.port1);
    }
  };
}

if (typeof window !== 'undefined') {
  if (!window.BroadcastChannel) {
    // jsdom has none, and Node's own keeps the test process alive. The browser's behaviour: a
    // message reaches, a turn later, every other open channel of that name (another tab), never
    // the channel that sent it. A test opens one itself to play another tab.
    const open = new Set();
    window.BroadcastChannel = class BroadcastChannel extends window.EventTarget {
      constructor(name) {
        super();
        this.name = String(name);
        this.onmessage = null;
        open.add(this);
      }
      postMessage(message) {
        const data = JSON.parse(JSON.stringify(message));
        for (const other of open) {
          if (other === this || other.name !== this.name) continue;
          setTimeout(() => {
            if (!open.has(other)) return;
            const event = new window.MessageEvent('message', { data });
            other.dispatchEvent(event);
            other.onmessage?.(event);
          }, 0);
        }
      }
      close() {
        open.delete(this);
      }
    };
  }
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
  // jsdom throws "not implemented" for the pseudo-element form antd uses to measure
  // scrollbars; the element's own style is a fine answer in a test.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => getComputedStyle(element);
  if (!window.scrollTo || String(window.scrollTo).includes('notImplemented')) {
    window.scrollTo = () => {};
  }
}

// antd's forms validate asynchronously and settle after the event that started them, which
// React reports as an update "not wrapped in act(...)". The assertions wait for the result
// (findBy…), so the warning is noise here; every other console.error still shows.
const consoleError = console.error;
console.error = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes('not wrapped in act(')) return;
  consoleError(...args);
};

// findBy… and waitFor give up after 1 s by default: a lazy chunk transformed on first use and a
// fetch answered on a 2-core machine shared with other jobs can take longer than that without
// anything being wrong. A failure still fails, five seconds later.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5_000 });
