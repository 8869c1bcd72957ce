import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { system } from '@/theme';

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

// The app's Chakra system holds only the recipes the app uses (web/src/theme.ts). Chakra styles a component whose
// recipe is missing with an empty one, silently: in tests, rendering a component whose recipe Chakra's default theme
// has and ours lacks fails instead (keys the default theme has not either, like Text's, stay unstyled by design).
const recipeLookups = [
  ['getRecipeFn', 'getRecipe', chakraRecipes],
  ['getSlotRecipeFn', 'getSlotRecipe', chakraSlotRecipes],
] as const;
for (const [make, find, defaults] of recipeLookups) {
  const original = system[make] as (key: string, fallback?: unknown) => unknown;
  (system as unknown as Record<string, unknown>)[make] = (key: string, fallback?: unknown) => {
    if (key in defaults && !system[find](key)) throw new Error(`O tema (web/src/theme.ts) não tem a receita "${key}".`);
    return original(key, fallback);
  };
}
