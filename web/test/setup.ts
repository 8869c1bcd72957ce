import '@testing-library/jest-dom/jest-globals';

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
g.structuredClone ??= (v: unknown) => JSON.parse(JSON.stringify(v));
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
