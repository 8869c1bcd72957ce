// The theme bank: the Essay-BR prompts as ready-made proposals, each with the development essays written for it as
// graded references (text + the five human grades). Read from the copy of the corpus kept in this package.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadEssays, loadPrompts } from './dataset.js';

const DATA_DIR = fileURLToPath(new URL('../data/essay-br/', import.meta.url));

/** Shown on every bank proposal: the corpus's authors and licence (MIT asks for the notice to travel with the data). */
export const THEME_BANK_CREDIT = {
  fonte: 'Essay-BR',
  citacao:
    'Marinho, J. C.; Anchiêta, R. T.; Moura, R. S. Essay-BR: a Brazilian Corpus of Essays. Anais do III Dataset Showcase Workshop (DSW), SBC, 2021, pp. 53–64. doi:10.5753/dsw.2021.17414',
  licenca: 'MIT',
  url: 'https://github.com/rafaelanchieta/essay',
} as const;

export type BankReference = { texto: string; notas: [number, number, number, number, number] };
export type BankTheme = { promptId: number; titulo: string; textoApoio: string; referencias: BankReference[] };
export type ThemeBank = {
  temas: BankTheme[];
  /** Changes whenever the data does: seeding skips an unchanged bank. */ versao: string;
};

const LEVELS = new Set([0, 40, 80, 120, 160, 200]);

let cache: ThemeBank | undefined;
/** The 86 prompts with their titles (ours: the corpus has none) and the development essays as references. */
export function loadThemeBank(): ThemeBank {
  if (cache) return cache;
  const titles = JSON.parse(readFileSync(`${DATA_DIR}temas.json`, 'utf8')) as Record<string, string>;
  const prompts = loadPrompts(`${DATA_DIR}prompts.csv`);
  const essays = loadEssays(`${DATA_DIR}development.csv`);
  const temas: BankTheme[] = [...prompts.entries()]
    .map(([id, textoApoio]) => ({
      promptId: Number(id),
      titulo: titles[id] ?? `Tema ${id} do Essay-BR`,
      textoApoio,
      referencias: essays
        .filter((e) => e.prompt === id && e.competence.length === 5 && e.competence.every((n) => LEVELS.has(n)))
        .map((e) => ({ texto: e.paragraphs.join('\n'), notas: e.competence as BankReference['notas'] })),
    }))
    .sort((a, b) => a.promptId - b.promptId);
  const versao = createHash('sha256').update(JSON.stringify(temas)).digest('hex').slice(0, 16);
  cache = { temas, versao };
  return cache;
}

let usage: BankWordUsage | undefined;
export type BankWordUsage = { essays: number; df: ReadonlyMap<string, number> };
/**
 * In how many of the bank's essays each word occurs (lower-cased runs of letters): once per essay, so one student's
 * repetitions count as one. Built once per process from the bank (~0.5 s).
 */
export function bankWordUsage(): BankWordUsage {
  if (usage) return usage;
  const df = new Map<string, number>();
  let essays = 0;
  for (const tema of loadThemeBank().temas)
    for (const ref of tema.referencias) {
      essays++;
      for (const w of new Set(ref.texto.toLowerCase().match(/\p{L}+/gu))) df.set(w, (df.get(w) ?? 0) + 1);
    }
  usage = { essays, df };
  return usage;
}
