import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './theme';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every name the app's sources import from @chakra-ui/react. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sources(path.dirname(fileURLToPath(import.meta.url)))) {
    for (const m of readFileSync(file, 'utf8').matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
    )) {
      for (const part of m[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

// The system carries only the recipes of the components the app uses (theme.ts): a component added to a screen
// without its recipe would render unstyled, so every imported component whose recipe Chakra's default theme has
// must find it in ours.
it('has the recipe of every Chakra component the app imports', () => {
  const used = chakraImports();
  expect(used.has('Button')).toBe(true);
  const key = (name: string) => name[0].toLowerCase() + name.slice(1);
  const missing = [...used]
    .map(key)
    .filter((k) => (k in chakraRecipes && !(k in recipes)) || (k in chakraSlotRecipes && !(k in slotRecipes)));
  expect(missing).toEqual([]);
  // IconButton, CloseButton and ButtonGroup are styled by the button recipe.
  if (['IconButton', 'CloseButton', 'ButtonGroup'].some((n) => used.has(n))) expect(recipes).toHaveProperty('button');
});
