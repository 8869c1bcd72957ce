import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Issue 36: no screen presents a placeholder as product. Every user-facing string under src/ (comments aside) is read for
// "em desenvolvimento", "em breve" and "exemplo" standing for data ("por exemplo" and "exemplos" of real data are fine).
const SRC = path.dirname(fileURLToPath(import.meta.url));
const FORBIDDEN = [/em desenvolvimento/i, /em breve/i, /(?<!por )\bexemplo\b/i];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** The file without its comments (block and line; a `//` inside a string such as a URL is kept). */
function withoutComments(text: string) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('no placeholder text in the UI', () => {
  it('web/src says neither "em desenvolvimento", "em breve" nor "exemplo" for data', () => {
    const hits = sources(SRC).flatMap((file) =>
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .flatMap((line, i) =>
          FORBIDDEN.some((re) => re.test(line)) ? [`${path.relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(hits).toEqual([]);
  });

  it('the check catches a placeholder', () => {
    expect(FORBIDDEN.some((re) => re.test(withoutComments('<Text>Funcionalidade em desenvolvimento</Text>')))).toBe(
      true,
    );
    expect(FORBIDDEN.some((re) => re.test(withoutComments('const SAMPLE = { nome: "Estudante Exemplo" };')))).toBe(
      true,
    );
    expect(FORBIDDEN.some((re) => re.test(withoutComments('// um exemplo nos comentários não conta')))).toBe(false);
    expect(FORBIDDEN.some((re) => re.test('letras e números (por exemplo, K7M2QX)'))).toBe(false);
  });
});
