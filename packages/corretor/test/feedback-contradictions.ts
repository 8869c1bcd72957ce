// What the feedback-truth tests check of one essay: every sentence the feedback states must be true of the text and
// consistent with the grades shown (test/feedback-truth.test.ts on the development essays, test/feedback-claims.test.ts
// on essays written for the test, with and without references).
import { levelOf, type Analysis } from '@argumenta/contracts';
import type { TextAnalysis } from '../src/analysis.js';
import { announcesTopics } from '../src/analysis/c3-argument.js';
import { C1_CHECKED_KINDS, LEVEL_WORD } from '../src/feedback.js';

/**
 * Paragraph openings that are connectives whatever the lists say (an independent check of the C4 count); "Logo após a
 * abolição…" is a time phrase, not the conclusive "Logo".
 */
const USUAL_OPENERS =
  /^\s*(?:além disso|ademais|outrossim|portanto|em suma|por fim|dessa forma|desse modo|diante disso|diante do exposto|em primeira análise|em segunda análise|em primeiro lugar|em segundo lugar|por outro lado|no entanto|entretanto|contudo|todavia|nesse sentido|nesse contexto|sob essa ótica|sob esse viés|assim|logo(?!\s+(?:após|depois|cedo|que|em seguida)[\s,])|consequentemente|primeiramente)\b/i;

type Comp<N extends number> = Extract<Analysis['competencias'][number], { numero_competencia: N }>;
/** Competency N of the feedback, typed as its own. */
export const comp = <N extends 1 | 2 | 3 | 4 | 5>(out: Analysis, n: N) => out.competencias[n - 1] as Comp<N>;

/** Every contradiction between the text, the grades and the comments of one essay. */
export function contradictions(a: TextAnalysis, notas: readonly number[], out: Analysis): string[] {
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
  // C5: the arithmetic of the justification ends at the grade shown, and counts the elements found.
  const c5 = comp(out, 5).justificativa_nota;
  if (!a.c5.direitosHumanos) {
    const arithmetic = [...c5.matchAll(/(\d+) × 40 = (\d+)/g)];
    say(arithmetic.length === 1, `C5 com mais de uma conta: ${c5}`);
    const [, k, total] = arithmetic[0] ?? [];
    say(Number(total) === notas[4] && Number(k) * 40 === notas[4], `C5 não fecha: ${c5} (nota ${notas[4]})`);
    const found = /a leitura encontrou (\d+) elementos?/.exec(c5) ?? /(\d+) elementos? válidos? da proposta/.exec(c5);
    say(!!found && Number(found[1]) === a.c5.validos, `C5 sem a contagem: ${c5}`);
  }
  // C4: the paragraphs said to open with a connective do (as their first words), each with the connective quoted.
  const c4 = comp(out, 4);
  for (const it of c4.pontos_a_melhorar_detalhados_c4)
    if (it.tipo_problema_coesao_c4 === 'Articulação entre parágrafos') {
      const named = [...it.descricao_problema_c4.matchAll(/o (\d+)º \("([^"]+)"\)/g)];
      say(
        named.length === a.c4.entreParagrafos && a.c4.entreParagrafos < 2,
        `C4 conta parágrafos errado: ${it.descricao_problema_c4}`,
      );
      for (const [, nth, conn] of named) {
        const para = a.doc.paragraphs[Number(nth) - 1];
        say(
          !!para &&
            para.text
              .toLowerCase()
              .replace(/^[^\p{L}\d]+/u, '')
              .startsWith(conn!.toLowerCase()),
          `C4: o ${nth}º parágrafo não abre com "${conn}"`,
        );
      }
      // No other paragraph opens with one of the usual ENEM openers.
      a.doc.paragraphs.forEach((p, i) => {
        if (i === 0 || named.some(([, nth]) => Number(nth) === i + 1)) return;
        say(
          !USUAL_OPENERS.test(p.text),
          `C4: o ${i + 1}º parágrafo abre com conectivo e não foi contado: ${p.text.slice(0, 40)}`,
        );
      });
    }
  // C3: the thesis is a sentence of the introduction that states a position, never a source opening it.
  if (out.tese_identificada) {
    const intro = a.doc.paragraphs[0]!;
    say(intro.text.includes(out.tese_identificada), 'tese fora da introdução');
    say(
      !/^\s*(?:segundo|de acordo com|conforme)\b/i.test(out.tese_identificada),
      `tese é repertório: ${out.tese_identificada.slice(0, 60)}`,
    );
  }
  // C3: "no topics announced" only where no sentence of the introduction announces one the usual way.
  const c3j = comp(out, 3).justificativa_nota;
  const introText = a.doc.paragraphs[0]?.text ?? '';
  if (/não encontramos na introdução tópicos anunciados/.test(c3j))
    say(
      (!/\b(?:seja pel[oa]|tanto pel[oa]|devido à|devido ao|em razão d[oa]|por causa d[oa]|decorrem? d[oa]|resultam? d[oa]|se devem? a|é fruto d[oa]|tem como causas)\b/i.test(
        introText,
      ) &&
        !announcesTopics(introText)) ||
        a.doc.paragraphs.length < 2,
      `C3 diz que a introdução não anuncia tópicos: ${introText.slice(0, 80)}`,
    );
  // C3: "no relations of cause, consequence or example" only of a paragraph without the usual ones.
  for (const it of comp(out, 3).pontos_a_melhorar_detalhados_c3) {
    const nth = /^O (\d+)º parágrafo de desenvolvimento expõe fatos sem relações/.exec(it.descricao_problema_c3);
    const p = nth ? a.doc.paragraphs[Number(nth[1])]?.text : undefined;
    if (p)
      say(
        !/(?<!\p{L})(?:porque|pois|visto que|uma vez que|já que|por isso|portanto|consequentemente|por conseguinte|dessa forma|desse modo|dessa maneira|com isso|o resultado|por exemplo|a exemplo)(?!\p{L})|(?:^|[.!?]\s+)Assim,/iu.test(
          p,
        ),
        `C3 diz que o ${nth![1]}º desenvolvimento não tem relações explícitas: ${p.slice(0, 60)}`,
      );
  }
  // C3: the topics counted are the ones listed, each a passage of the introduction.
  const topicCount = /(\d+) de (\d+) tópicos? anunciados?/.exec(c3j);
  if (topicCount)
    say(
      Number(topicCount[2]) === a.c3.topicos.length &&
        Number(topicCount[1]) === a.c3.topicos.filter((t) => t.desenvolvido).length,
      `C3 conta tópicos errado: ${c3j}`,
    );
  for (const t of a.c3.topicos) say(introText.includes(t.topico), `tópico fora da introdução: ${t.topico}`);
  // C3: each topic said to be developed names a development paragraph; one taken by the order of the announcement sits
  // at its place, or, with as many topics as development paragraphs, in a paragraph no other topic takes.
  const devCount = Math.max(a.doc.paragraphs.length - 2, 0);
  a.c3.topicos.forEach((t, i) => {
    if (!t.desenvolvido) return;
    say(t.paragrafo !== undefined && t.paragrafo >= 1 && t.paragrafo <= devCount, `tópico sem parágrafo: ${t.topico}`);
    if (t.pelaOrdem)
      say(
        t.paragrafo === i + 1 ||
          (a.c3.topicos.length === devCount && a.c3.topicos.every((o) => o === t || o.paragrafo !== t.paragrafo)),
        `tópico pela ordem fora do lugar: ${t.topico} (${t.paragrafo})`,
      );
  });
  // C3: no thesis said to be missing with "Feche a introdução… anuncie os dois argumentos" when the introduction already
  // announces its topics.
  for (const it of comp(out, 3).pontos_a_melhorar_detalhados_c3)
    if (it.aspecto_avaliado_c3 === 'Tese')
      say(
        !a.c3.topicos.length || !/anuncie os dois argumentos/.test(it.sugestao_melhoria_c3),
        'C3 pede que a introdução anuncie os argumentos que ela já anuncia',
      );
  // C4: the positive point lists the same paragraphs the justification counts.
  const listedOpenings = comp(out, 4)
    .pontos_positivos_c4.filter((p) => /^Parágrafos? abertos? por conectivo/.test(p))
    .flatMap((p) => [...p.matchAll(/o (\d+)º \("([^"]+)"\)/g)].map(([, n, c]) => `${n}:${c}`));
  say(
    JSON.stringify(listedOpenings) ===
      JSON.stringify(a.c4.aberturas.filter((x) => x.conectivo).map((x) => `${x.paragrafo + 1}:${x.trecho}`)),
    `C4: os conectivos listados não são os contados: ${JSON.stringify(listedOpenings)}`,
  );
  // C5: the words the proposal is said to retake (or not) are the conclusion's and the rest of the text's.
  for (const it of comp(out, 5).pontos_a_melhorar_detalhados_c5) {
    const concl = a.doc.paragraphs[a.doc.paragraphs.length - 1]!;
    const body = a.doc.paragraphs.slice(0, -1);
    const famOf = (w: string) => w.toLowerCase().slice(0, 5);
    const one = /só "([^"]+)" reaparece na conclusão/.exec(it.explicacao_erro_c5);
    if (one)
      say(
        concl.tokens.some((t) => t.text === one[1]) &&
          body.some((p) => p.tokens.some((t) => t.fold.slice(0, 5) === famOf(one[1]!))),
        `C5: "${one[1]}" não está na conclusão e no resto do texto`,
      );
    if (/nenhuma palavra da introdução e do desenvolvimento \(.*\) reaparece/.test(it.explicacao_erro_c5))
      say(
        !concl.tokens.some(
          (t) =>
            t.fold.length >= 6 &&
            !['portanto', 'maneira', 'deveria', 'deveriam'].includes(t.fold) &&
            body.some((p) => p.tokens.some((b) => b.fold.slice(0, 6) === t.fold.slice(0, 6))),
        ),
        'C5: diz que nenhuma palavra reaparece na conclusão',
      );
  }
  // C4: the paragraphs counted as opening with a connective open with it — as their first words, not after their
  // subject ("O Estado, portanto, …") — and the justification's count is theirs.
  const c4j = comp(out, 4).justificativa_nota;
  const counted = /(\d+) parágrafos? com conectivo argumentativo nas primeiras palavras/.exec(c4j);
  say(
    !!counted && Number(counted[1]) === a.c4.aberturas.filter((x) => x.conectivo).length,
    `C4: contagem de aberturas: ${c4j}`,
  );
  for (const x of a.c4.aberturas) {
    const p = a.doc.paragraphs[x.paragrafo]!.text;
    const at = p.indexOf(x.trecho);
    say(
      at >= 0 && !/[\p{L}\d]/u.test(p.slice(0, at)),
      `C4: o ${x.paragrafo + 1}º parágrafo não abre com "${x.trecho}": ${p.slice(0, 50)}`,
    );
  }
  a.doc.paragraphs.forEach((p, i) => {
    if (i > 0 && USUAL_OPENERS.test(p.text))
      say(
        a.c4.aberturas.some((x) => x.paragrafo === i),
        `C4: o ${i + 1}º parágrafo abre com conectivo e não foi contado: ${p.text.slice(0, 40)}`,
      );
  });
  // C5: each element found is shown with its whole clause — a passage of the conclusion that ends where the clause
  // does (punctuation, the period's end, or the next element), never cut after a fixed number of words. A purpose
  // stated first ("Para acabar com o bullying as escolas devem…") ends where the agent shown or the modal begins.
  const c5out = comp(out, 5).avaliacao_proposta_intervencao;
  const escaped = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const agentNext =
    c5out.agente.presente && c5out.agente.trecho
      ? new RegExp(
          `^\\s+(?:(?:o|a|os|as|ao|à|aos|às|do|da|dos|das|pelo|pela|pelos|pelas)\\s+)?${escaped(c5out.agente.trecho)}`,
          'iu',
        )
      : undefined;
  // Another element shown may begin right after the passage: the clause ends there, whatever words begin it (a means
  // cue misspelt, "criar projetos de leitura nas escolas atravez de clubes do livro…", read as the cue it is). The
  // agent, with its article or the preposition of a passive, only where it closes the clause ("é urgente que a
  // legislação trabalhista seja alterada pelo Congresso Nacional, mediante…"; not "criadas pelas prefeituras mais
  // faixas…", an action cut before its object).
  const shown = (['agente', 'meio_modo', 'finalidade', 'detalhamento'] as const).flatMap((k) =>
    c5out[k].presente && c5out[k].trecho ? [[k, c5out[k].trecho] as const] : [],
  );
  const nextElement = (k: string, after: string) =>
    shown.some(([o, t]) => {
      if (o === k) return false;
      const m = new RegExp(
        `^\\s+(?:(?:o|a|os|as|ao|à|aos|às|do|da|dos|das|pelo|pela|pelos|pelas|por)\\s+)?${escaped(t)}`,
        'iu',
      ).exec(after);
      return !!m && (o !== 'agente' || /^\s*(?:[,;.:!?]|$)/u.test(after.slice(m[0].length)));
    });
  for (const k of ['acao', 'meio_modo', 'finalidade', 'detalhamento'] as const) {
    const e = c5out[k];
    if (!e.presente || !e.trecho) continue;
    // Some occurrence of the passage (it may recur in the conclusion) is followed by a clause's end.
    // A rater's inline corrections in the corpus ("deveres", "o desemprego", removed from the words read) are skipped.
    const afters = [...text.matchAll(new RegExp(escaped(e.trecho), 'g'))].map((m) => {
      let end = m.index + e.trecho!.length;
      for (;;) {
        const next = end + (/^\s*/u.exec(text.slice(end))?.[0].length ?? 0);
        const removed = a.doc.removed.find((r) => r.start <= next && next < r.end);
        if (!removed) break;
        end = removed.end;
      }
      return text.slice(end);
    });
    say(
      afters.some(
        (after) =>
          /^\s*(?:[,;.:!?()"'”’“‘«»—–-]|$)/u.test(after) ||
          nextElement(k, after) ||
          /^\s+(?:por meio|através|mediante|por intermédio|via|com o auxílio|com a ajuda|com o apoio|utilizando|com base|a partir|com campanhas|com recursos|com verbas|em parceria|a fim|afim|para|com o (?:intuito|objetivo|propósito)|com a finalidade|objetivando|visando|com vistas|de (?:modo|forma|maneira) a|no intuito)\b/iu.test(
            after,
          ) ||
          (k === 'finalidade' &&
            (!!agentNext?.test(after) ||
              /^\s+(?:é|deve|devem|deveria|deveriam|precisa|precisam|cabe|compete|tem que|têm que)(?=\s|$)/iu.test(
                after,
              ))),
      ),
      `C5: ${k} cortado no meio da oração: "${e.trecho}${afters[0]?.slice(0, 30) ?? ''}"`,
    );
  }
  // Every justification opens with the grade shown and its level, and the plausible range holds that grade.
  for (const c of out.competencias) {
    const j = c.justificativa_nota;
    say(
      j.startsWith(`Nota ${c.nota_competencia} (desempenho ${LEVEL_WORD[c.nota_competencia]})`),
      `C${c.numero_competencia}: justificativa com outra nota: ${j.slice(0, 40)} (nota ${c.nota_competencia})`,
    );
    const faixa = /Faixa plausível: (\d+)–(\d+)/.exec(j);
    if (faixa)
      say(
        Number(faixa[1]) <= c.nota_competencia && c.nota_competencia <= Number(faixa[2]),
        `C${c.numero_competencia}: faixa ${faixa[1]}–${faixa[2]} sem a nota ${c.nota_competencia}`,
      );
  }
  // Singular and plural agree with the count ("1 elemento", never "1 elementos").
  const everything = JSON.stringify(out);
  for (const m of everything.matchAll(
    /(?<![\d.,])1 (elementos|parágrafos|desvios|conectivos|repertórios|tópicos|palavras|retomadas)\b/gu,
  ))
    say(false, `plural com 1: "${everything.slice(m.index! - 30, m.index! + 30)}"`);
  // Every quoted passage is in the essay.
  for (const c of out.competencias)
    for (const [k, v] of Object.entries(c))
      if (k.startsWith('pontos_a_melhorar'))
        for (const it of v as Record<string, unknown>[])
          for (const [f, x] of Object.entries(it))
            if (f.startsWith('trecho') && typeof x === 'string')
              say(text.includes(x), `trecho que não está no texto: ${x.slice(0, 60)}`);
  // The climb: the level named is the grade's, the next one only below 200, and every step below 200 points at this
  // essay (a passage quoted from it, or one of its counts) — never a tip that could be said of any text.
  for (const c of out.competencias) {
    const climb = c.proximo_nivel;
    const tag = `C${c.numero_competencia}`;
    if (!climb) {
      say(false, `${tag} sem próximo nível`);
      continue;
    }
    say(climb.nivel.startsWith(`Nível ${levelOf(c.nota_competencia)}: `), `${tag}: nível errado: ${climb.nivel}`);
    say(
      (climb.proximo === null) === (c.nota_competencia === 200),
      `${tag}: próximo nível com nota ${c.nota_competencia}`,
    );
    say(climb.passos.length > 0, `${tag}: nenhum passo`);
    for (const p of climb.passos) {
      if (c.nota_competencia === 200) {
        say(/^(O que fez esta competência excelente|Nota máxima)/.test(p), `${tag}: 200 com passo para subir: ${p}`);
        continue;
      }
      const fromText = [...p.matchAll(/"([^"]+)"/g)].some(([, x]) => text.includes(x!.replace(/…$/, '')));
      say(fromText || /\d/.test(p), `${tag}: passo genérico: ${p}`);
    }
    const count = /Ao todo, (\d+) desvios/.exec(climb.passos.join(' '));
    if (count) say(Number(count[1]) === a.c1.desvios.length, `C1: o passo conta ${count[1]} desvios`);
  }
  return bad;
}
