import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; Chakra (Popover, Slider, colour mode) calls them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
const g = globalThis as unknown as Record<string, unknown>;
g.ResizeObserver ??= ResizeObserverStub;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}
// react-router reads these at import time; jsdom does not provide them.
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
g.structuredClone ??= (v: unknown) => JSON.parse(JSON.stringify(v));
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// Ark/zag update state from MutationObservers and timers outside act(): noise, not failures.
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('not wrapped in act')) return;
  consoleError(...args);
};
