import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:react-icons/';
const require = createRequire(import.meta.url);
// The package exports no package.json: its root is the parent of lib/.
const packDir = path.dirname(path.dirname(require.resolve('react-icons/lib')));

/**
 * react-icons ships each icon set as one module (`react-icons/lu`, 1,500 icons). A bundler puts a module in one chunk
 * and keeps the union of what every page uses from it, so the app shell's five icons brought all ~70 icons of every
 * page into the first load. This build plugin rewrites `import { LuX, LuY } from 'react-icons/lu'` in the app's
 * sources into one virtual module per icon (the icon's own function, copied from the set), so each page's chunk
 * carries only its own icons. The rendered SVG is the same; the dev server and jest keep the plain imports.
 */
export function iconsPerModule(): Plugin {
  const sets = new Map<string, string>();
  const setSource = (set: string) => {
    let src = sets.get(set);
    if (src === undefined) {
      src = readFileSync(path.join(packDir, set, 'index.mjs'), 'utf8');
      sets.set(set, src);
    }
    return src;
  };
  return {
    name: 'argumenta:icons-per-module',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes('react-icons/')) return null;
      const out = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*['"]react-icons\/(\w+)['"];?/g,
        (_all, names: string, set: string) =>
          names
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean)
            .map((n) => {
              const [name, alias] = n.split(/\s+as\s+/);
              return `import { ${name} as ${alias ?? name} } from '${PREFIX}${set}/${name}';`;
            })
            .join(' '),
      );
      return out === code ? null : { code: out, map: null };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [set, name] = id.slice(PREFIX.length + 1).split('/');
      const fn = new RegExp(`^export function ${name} \\(props\\) \\{\\n[\\s\\S]*?\\n\\};$`, 'm').exec(
        setSource(set),
      )?.[0];
      if (!fn) throw new Error(`react-icons/${set} não tem o ícone ${name}`);
      return `import { GenIcon } from 'react-icons/lib';\n${fn}\n`;
    },
  };
}
