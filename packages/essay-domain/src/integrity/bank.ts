// The theme bank's published essays (the Essay-BR development essays the proposal service seeds as references), kept
// in memory by every process that checks: 686 texts, ~40 k fingerprints. The same data the proposal service seeds
// (loadThemeBank), so nothing has to be asked of it.
import { loadThemeBank } from '@argumenta/corretor/theme-bank';
import { prepare, type Prepared } from './prepare.js';

export type BankEssay = { tema: number; titulo: string; numero: number; texto: string; prepared: Prepared };
export type BankIndex = {
  essays: BankEssay[];
  byMark: Map<number, number[]>;
  /** A bank theme by its motivating texts: an essay whose proposal is a bank theme is told by them. */
  themeOf: Map<string, number>;
};

/** Motivating texts compared as the same proposal's whatever their spacing. */
export const motivatingKey = (text: string) => text.replace(/\s+/g, ' ').trim();

let cache: BankIndex | undefined;
export function bankIndex(): BankIndex {
  if (cache) return cache;
  const essays: BankEssay[] = [];
  const byMark = new Map<number, number[]>();
  const themeOf = new Map<string, number>();
  for (const t of loadThemeBank().temas) {
    themeOf.set(motivatingKey(t.textoApoio), t.promptId);
    t.referencias.forEach((r, n) => {
      const prepared = prepare(r.texto, t.textoApoio);
      const i = essays.push({ tema: t.promptId, titulo: t.titulo, numero: n + 1, texto: r.texto, prepared }) - 1;
      for (const m of prepared.marks) {
        const list = byMark.get(m);
        if (list) list.push(i);
        else byMark.set(m, [i]);
      }
    });
  }
  cache = { essays, byMark, themeOf };
  return cache;
}
