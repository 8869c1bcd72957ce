import { WRITING_PROCESS_LIMITS as L, type WritingProcess } from '@argumenta/contracts';

/**
 * The writing-process record (issue 50), kept by the editor as the student writes: each change adds to counts and, now
 * and then, a point of the timeline or a text along the way — never every keystroke. Pure functions over the record,
 * so the same record follows the draft to the device, the server and, with the essay, to its teachers.
 */
export const emptyProcess = (): WritingProcess => ({
  tempo_ativo_s: 0,
  sessoes: [],
  digitados: 0,
  colados: 0,
  apagados: 0,
  colagens: [],
  linha_do_tempo: [],
  versoes: [],
});

/** What one change did: characters deleted and inserted (the shared start and end of the two texts left aside). */
export function diffCounts(before: string, after: string): { inserted: string; deleted: number } {
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before[start] === after[start]) start++;
  let end = 0;
  while (end < max - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  return { inserted: after.slice(start, after.length - end), deleted: before.length - end - start };
}

const iso = (ms: number) => new Date(ms).toISOString();
const ms = (at: string) => Date.parse(at);

/**
 * The record after one change of the text at `now` (ms). `pasted`: the change was a paste or a drop (its inserted text
 * counts as pasted, and the largest pastes are kept with their text).
 */
export function recordChange(
  p: WritingProcess,
  change: { before: string; after: string; now: number; pasted: boolean },
): WritingProcess {
  const { before, after, now, pasted } = change;
  const { inserted, deleted } = diffCounts(before, after);
  if (!inserted && !deleted) return p;
  const next: WritingProcess = { ...p };
  // Time and sessions: a pause over sessionGapMinutes starts a session; one over idleSeconds is not time spent.
  const last = next.sessoes[next.sessoes.length - 1];
  const gap = last ? (now - ms(last.fim)) / 1000 : Infinity;
  if (!last || gap > L.sessionGapMinutes * 60) {
    next.sessoes = [...next.sessoes, { inicio: iso(now), fim: iso(now), ativo_s: 0 }].slice(-L.sessions);
  } else {
    const active = gap <= L.idleSeconds ? Math.max(0, gap) : 0;
    next.sessoes = [
      ...next.sessoes.slice(0, -1),
      { ...last, fim: iso(now), ativo_s: Math.round(last.ativo_s + active) },
    ];
    next.tempo_ativo_s = Math.round(next.tempo_ativo_s + active);
  }
  next.apagados += deleted;
  if (pasted) {
    next.colados += inserted.length;
    if (inserted.trim()) {
      const paste = { em: iso(now), caracteres: inserted.length, texto: inserted.slice(0, L.pasteChars) };
      next.colagens = [...next.colagens, paste].sort((a, b) => b.caracteres - a.caracteres).slice(0, L.pastes);
    }
  } else next.digitados += inserted.length;
  // The timeline of lengths: a point at most every timelineSeconds; past the limit, every other older point goes.
  const point = next.linha_do_tempo[next.linha_do_tempo.length - 1];
  if (!point || now - ms(point.em) >= L.timelineSeconds * 1000) {
    let line = [...next.linha_do_tempo, { em: iso(now), caracteres: after.length }];
    if (line.length > L.timeline) line = line.filter((_, k) => k % 2 === 0 || k === line.length - 1);
    next.linha_do_tempo = line;
  } else next.linha_do_tempo = [...next.linha_do_tempo.slice(0, -1), { em: point.em, caracteres: after.length }];
  // A text along the way every versionMinutes; past the limit the second oldest goes (the first stays).
  const version = next.versoes[next.versoes.length - 1];
  if (after.trim() && (!version || now - ms(version.em) >= L.versionMinutes * 60_000)) {
    let versions = [...next.versoes, { em: iso(now), texto: after }];
    if (versions.length > L.versions) versions = [versions[0]!, ...versions.slice(2)];
    next.versoes = versions;
  }
  return next;
}

/** The record as handed in with the essay: closed with the final length and text. */
export function closeProcess(p: WritingProcess, text: string, now: number): WritingProcess {
  const versoes =
    p.versoes.length && p.versoes[p.versoes.length - 1]!.texto === text
      ? p.versoes
      : [...p.versoes, { em: iso(now), texto: text }];
  return {
    ...p,
    linha_do_tempo: [...p.linha_do_tempo, { em: iso(now), caracteres: text.length }].slice(-(L.timeline + 1)),
    versoes: versoes.length > L.versions ? [versoes[0]!, ...versoes.slice(versoes.length - L.versions + 1)] : versoes,
  };
}

/** What a draft save carries: the record without its texts along the way (they stay on the device). */
export const processForDraft = (p: WritingProcess): WritingProcess => ({ ...p, versoes: [] });
