import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { recipes, slotRecipes, touchButtonRecipe } from './theme';

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

// Issue 48: on a phone (below md) no button, icon button or close button is under 44 px (token 11) high or wide.
it('gives every button size a 44 px touch target on phones', () => {
  const sizes = Object.entries(touchButtonRecipe.variants?.size ?? {});
  expect(sizes.length).toBeGreaterThan(3);
  const px = (v: unknown) => Number(typeof v === 'object' && v ? (v as { base: string }).base : v) * 4;
  for (const [name, st] of sizes) {
    const styles = st as { h: unknown; minW: unknown };
    expect([name, px(styles.h) >= 44, px(styles.minW) >= 44]).toEqual([name, true, true]);
  }
  expect(recipes.button).toBe(touchButtonRecipe);
});
