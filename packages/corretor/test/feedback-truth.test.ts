// Property test over the 686 development essays (issue 34): every sentence the feedback states must be true of the text
// and consistent with the grades. Each essay is read with its own bank proposal (title and motivating text), graded
// with the committed parameters and turned into feedback; any contradiction is listed with the essay it came from.
import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Analysis } from '@argumenta/contracts';
import { analyzeText, type TextAnalysis } from '../src/analysis.js';
import { loadParams } from '../src/engine.js';
import { buildFeedback, C1_CHECKED_KINDS } from '../src/feedback.js';
import { grade } from '../src/grades.js';
import { loadSpeller, type Speller } from '../src/speller.js';
import { loadThemeBank } from '../src/theme-bank.js';

let sp: Speller;
beforeAll(async () => {
  sp = await loadSpeller();
});

type Comp<N extends number> = Extract<Analysis['competencias'][number], { numero_competencia: N }>;
const comp = <N extends 1 | 2 | 3 | 4 | 5>(out: Analysis, n: N) => out.competencias[n - 1] as Comp<N>;

/** Every contradiction between the text, the grades and the comments of one essay. */
function contradictions(a: TextAnalysis, notas: readonly number[], out: Analysis): string[] {
  const bad: string[] = [];
  const say = (ok: boolean, what: string) => void (ok || bad.push(what));
  const text = a.doc.text;
  const geral = out.comentarios_gerais;
  if (a.anulacao) {
    say(
      notas.every((n) => n === 0),
      'anulada com nota',
    );
    say(geral.startsWith('Redação anulada: '), 'anulada sem dizer');
    return bad;
  }
  // Strongest / weakest only when the grades differ, and naming the right grades.
  const max = Math.max(...notas);
  const min = Math.min(...notas);
  if (max === min) say(!/mais forte|mais fraco/.test(geral), `mais forte/fraco com notas iguais: ${geral}`);
  else {
    const strong =
      /mais fortes? (?:é|são) (?:a|as) competências? ([\d, e]+) \((\d+)\)/.exec(geral) ??
      /mais fraco é a competência \d \(\d+\); as demais ficaram em ()(\d+)/.exec(geral);
    const weak =
      /mais fracos?,? (?:é )?(?:a|as) competências? ([\d, e]+) \((\d+)\)/.exec(geral) ??
      /mais forte é a competência \d \(\d+\); as demais ficaram em ()(\d+)/.exec(geral);
    say(
      !!strong &&
        Number(strong[2]) === max &&
        (strong[1] || String(notas.indexOf(max) + 1)).split(/, | e /).every((c) => notas[Number(c) - 1] === max),
      `mais forte errado: ${geral}`,
    );
    say(
      !!weak &&
        Number(weak[2]) === min &&
        (weak[1] || String(notas.indexOf(min) + 1)).split(/, | e /).every((c) => notas[Number(c) - 1] === min),
      `mais fraco errado: ${geral}`,
    );
  }
  say(
    geral.includes(`${a.words} palavras`) &&
      geral.includes(
        `${a.c1.desvios.length} ${a.c1.desvios.length === 1 ? 'desvio gramatical apontado' : 'desvios gramaticais apontados'}`,
      ),
    'contagens do comentário geral',
  );
  // C1: never "no deviations"; the kinds checked are named and the count is the one found.
  const c1 = comp(out, 1);
  say(
    !/Não foram encontrados desvios|Nenhum erro de/.test(c1.justificativa_nota),
    `C1 diz que não há desvios: ${c1.justificativa_nota}`,
  );
  say(c1.justificativa_nota.includes('Verificados: '), 'C1 não diz o que verificou');
  const n = /(\d+) desvios? em \d+ palavras/.exec(c1.justificativa_nota);
  say(
    a.c1.desvios.length === 0
      ? c1.justificativa_nota.includes('0 desvios')
      : !!n && Number(n[1]) === a.c1.desvios.length,
    'C1 conta errado',
  );
  const kinds = new Set(a.c1.desvios.map((d) => d.tipo));
  for (const p of c1.pontos_positivos_c1) {
    if (p.startsWith('Todas as palavras constam do dicionário'))
      say(!kinds.has('ortografia') && !kinds.has('acentuação'), 'C1 elogia a ortografia com desvios de ortografia');
    if (p.startsWith('Registro formal'))
      say(!kinds.has('registro informal'), 'C1 elogia o registro com registro informal');
    if (p.startsWith('Uso correto de maiúsculas'))
      say(!kinds.has('maiúscula'), 'C1 elogia maiúsculas com desvio de maiúscula');
  }
  // A word written twice is a deviation whenever the rules say they look for it ("intitulando intitulando-se" is not
  // one: a hyphenated form is another word; a rater's inline correction of the corpus is not the student's).
  const correction = (at: number, end: number) => a.doc.removed.some((r) => r.start < end && r.end > at);
  if (C1_CHECKED_KINDS.includes('palavra repetida'))
    for (const m of text.matchAll(/(?<![\p{L}-])(\p{L}+)\s+\1(?![\p{L}-])/gu))
      if (!['se', 'a', 'o', 'e'].includes(m[1]!.toLowerCase()) && !correction(m.index!, m.index! + m[0].length))
        say(
          a.c1.desvios.some((d) => d.start <= m.index! + m[1]!.length && d.end >= m.index!),
          `palavra repetida não apontada: "${m[0]}"`,
        );
  // C2: repertoire is repertoire — never the conclusion, never "neste século XXI".
  const last = a.doc.paragraphs.length >= 3 ? a.doc.paragraphs[a.doc.paragraphs.length - 1]! : undefined;
  for (const r of a.c2.repertorio) {
    say(!last || r.start < last.start, `repertório na conclusão: ${r.trecho.slice(0, 60)}`);
    say(
      !/^\S*\s*(?:neste|nesse) século XXI/i.test(r.trecho) || /\d/.test(r.trecho.replace(/XXI/, '')),
      `repertório genérico: ${r.trecho.slice(0, 60)}`,
    );
  }
  if (a.c2.tema.situacao === 'tangencia')
    say(notas[1] === 40 && notas[2] <= 40 && notas[4] <= 40, 'tangenciamento sem o limite da Cartilha');
  // C5: the arithmetic of the justification ends at the grade.
  const c5 = comp(out, 5).justificativa_nota;
  const count = /(\d+) × 40 = (\d+)\./.exec(c5);
  if (!a.c5.direitosHumanos) {
    say(!!count && Number(count[1]) === a.c5.validos, `C5 sem a contagem: ${c5}`);
    const base = Number(count?.[2] ?? -1);
    const more = /supõe mais \d+ elementos? \((\d+) × 40 = (\d+)\)/.exec(c5);
    const less = /fica (\d+) pontos abaixo dessa contagem/.exec(c5);
    const reached = more ? base + Number(more[2]) : less ? base - Number(less[1]) : base;
    say(reached === notas[4], `C5 não fecha: ${c5} (nota ${notas[4]})`);
  }
  // Every quoted passage is in the essay.
  for (const c of out.competencias)
    for (const [k, v] of Object.entries(c))
      if (k.startsWith('pontos_a_melhorar'))
        for (const it of v as Record<string, unknown>[])
          for (const [f, x] of Object.entries(it))
            if (f.startsWith('trecho') && typeof x === 'string')
              say(text.includes(x), `trecho que não está no texto: ${x.slice(0, 60)}`);
  return bad;
}

describe('o feedback diz a verdade (as 686 redações de desenvolvimento)', () => {
  test('no contradiction between the text, the grades and the comments', () => {
    const params = loadParams();
    const found: string[] = [];
    let n = 0;
    for (const t of loadThemeBank().temas)
      for (const r of t.referencias) {
        const a = analyzeText(
          { texto: r.texto, titulo: null, proposta: { titulo: t.titulo, texto_apoio: t.textoApoio } },
          sp,
          { suggestions: false },
        );
        const g = grade(a, params);
        for (const c of contradictions(a, g.notas, buildFeedback(a, g)))
          found.push(`proposta ${t.promptId}, redação ${n}: ${c}`);
        n++;
      }
    expect(n).toBe(686);
    expect(found).toEqual([]);
  });
});
