import { z } from 'zod';

// Every default validation message in Portuguese (issue 14: a bad input always gets a clear Portuguese error): the
// contracts name their own messages, and any rule without one (a max length, a wrong type) says it in Portuguese too,
// in every process and in the browser, since they all import the contracts. Every module that builds schemas imports
// `z` from here rather than from 'zod', so the settings precede every schema even when a bundler keeps only some of the
// contracts' modules (package.json "sideEffects": false lets the web's first load skip zod).
z.config(z.locales.pt());

// In the browser: the web app's Content-Security-Policy forbids eval, and zod's JIT probes for it with `new Function`
// when each object schema is built — which Chromium reports as a CSP violation on every page. This module is the first
// the contracts' schemas depend on, so the setting precedes every schema. Interpreted parsing is fast enough for forms; servers
// keep the JIT.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
