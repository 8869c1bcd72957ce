// C5 — the intervention proposal: agent, action, means, purpose and detailing in the conclusion, a vague agent or a
// merely conditional proposal, and cues of disrespect for human rights.
import {
  ACTION_STEMS,
  AGENTS,
  CONCLUSION_MARKERS,
  CONDITIONAL_PROPOSAL,
  DETAILS,
  HUMAN_RIGHTS_VIOLATIONS,
  MEANS,
  PURPOSES,
  STOPWORDS,
  VAGUE_AGENTS,
} from '../lexicon.js';
import { foldAccents, joinTokens, wordEdges, type Doc, type Token } from '../text.js';
import { ev, matchPhrases, spanOf, type EssayContext } from './shared.js';
import type { ElementFinding, InterventionElement, TextAnalysis } from './types.js';

/** Words just before a violation cue that negate, fight or only weigh it ("não precise", "riscos de", "possa"). */
const DH_AVOIDANCE_WINDOW = 10;
/** A prescriptive sentence: only there does a violation cue count as proposed. */
const PRESCRIPTIVE = wordEdges(/\b(?:deve|devem|precisa|é necessário|é preciso|cabe|defendo|solução|seria)/iu);
const DH_AVOIDANCE = wordEdges(
  /\b(?:não|nem|nunca|combat\p{L}*|contra|erradic\p{L}*|proib\p{L}*|impedi\p{L}*|evit\p{L}*|reduz\p{L}*|diminu\p{L}*|coib\p{L}*|acabar com|punir|riscos?|prejuízos?|possa|podem?)\b/iu,
);

export function analyseInterventionProposal({ doc, tokens, paragraphs, sentences, j }: EssayContext): {
  c5: TextAnalysis['c5'];
  features: Record<string, number>;
} {
  const features: Record<string, number> = {};
  const c5 = analyseIntervention(
    doc,
    paragraphs.length > 1 ? paragraphs[paragraphs.length - 1].tokens : sentences.slice(-2).flatMap((s) => s.tokens),
  );
  for (const m of matchPhrases(j, HUMAN_RIGHTS_VIOLATIONS)) {
    const s = sentences[tokens[m.a].sent];
    // Mentioning torture as a fact or a risk is not proposing it: only a cue in a prescriptive sentence of the
    // conclusion counts, and not when the sentence negates or fights it ("para que não precise recorrer à justiça com
    // as próprias mãos", "riscos … extermínio de insetos", "um instrumento que possa matar").
    if (paragraphs.length > 1 && s.para !== paragraphs.length - 1) continue;
    const before = doc.text.slice(
      Math.max(s.start, tokens[Math.max(0, m.a - DH_AVOIDANCE_WINDOW)].start),
      tokens[m.a].start,
    );
    if (PRESCRIPTIVE.test(s.text) && !DH_AVOIDANCE.test(before)) {
      c5.direitosHumanos = ev(
        doc,
        s.start,
        s.end,
        'direitos humanos',
        `A proposta sugere "${spanOf(doc, tokens, m.a, m.b)}", o que desrespeita os direitos humanos.`,
      );
      break;
    }
  }
  const concl = paragraphs.length > 1 ? paragraphs[paragraphs.length - 1] : undefined;
  const els = c5.elementos;
  Object.assign(features, {
    c5_elements: c5.validos,
    c5_agent: els.agente.presente ? 1 : 0,
    c5_action: els.acao.presente ? 1 : 0,
    c5_means: els.meio_modo.presente ? 1 : 0,
    c5_purpose: els.finalidade.presente ? 1 : 0,
    c5_detail: els.detalhamento.presente ? 1 : 0,
    c5_vague: c5.agenteVago ? 1 : 0,
    c5_conditional: c5.condicional ? 1 : 0,
    c5_dh: c5.direitosHumanos ? 1 : 0,
    conclusion_words: Math.min(concl?.tokens.length ?? 0, 120) / 10,
    conclusion_marker: concl && matchPhrases(joinTokens(concl.tokens.slice(0, 6)), CONCLUSION_MARKERS).length ? 1 : 0,
  });
  return { c5, features };
}

/** The action stems as tokens' `fold` reads them (accents removed once, not per token). */
const FOLDED_ACTION_STEMS = ACTION_STEMS.map(foldAccents);
const NOUN_LEADS = new Set([
  'o',
  'a',
  'os',
  'as',
  'um',
  'uma',
  'no',
  'na',
  'nos',
  'nas',
  'do',
  'da',
  'dos',
  'das',
  'ao',
  'à',
  'aos',
  'às',
  'pelo',
  'pela',
  'seu',
  'sua',
  'esse',
  'essa',
  'este',
  'esta',
]);
const MODALS =
  /^(?:deve|devem|deveria|deveriam|precisa|precisam|precisaria|cabe|caberia|compete|necessita|urge|é|faz-se|torna-se|devendo|deverá|deverão|necessário|preciso|fundamental|imprescindível|essencial)$/u;

/**
 * The five elements of the intervention proposal in the conclusion. Each present element carries the passage
 * that shows it; a vague agent or a merely conditional proposal does not count (official grading rule).
 */
export function analyseIntervention(doc: Doc, concl: Token[]): TextAnalysis['c5'] {
  const j = joinTokens(concl);
  const none = (descricao: string): ElementFinding => ({ presente: false, descricao });
  const elementos: Record<InterventionElement, ElementFinding> = {
    agente: none('Não há agente social definido (quem executará a proposta).'),
    acao: none('Não há ação concreta proposta para enfrentar o problema.'),
    meio_modo: none('Não se indica o meio ou modo de executar a ação ("por meio de…", "mediante…").'),
    finalidade: none('Não se explicita a finalidade da ação ("a fim de…", "para que…").'),
    detalhamento: none('Nenhum elemento da proposta é detalhado (exemplo, explicação ou especificação).'),
  };
  const out: TextAnalysis['c5'] = {
    elementos,
    validos: 0,
    ...(concl.length ? { conclusao: doc.text.slice(concl[0].start, concl[concl.length - 1].end) } : {}),
  };
  if (concl.length < 8) return out;
  const span = (a: number, b: number) => doc.text.slice(concl[a].start, concl[Math.min(b, concl.length - 1)].end);
  // Each element is shown with its whole clause: from its first word to the next comma, semicolon or colon, the end of
  // the period, or the start of another element ("…aos jovens, por meio da…", "…públicas, a fim de…").
  const elementStarts = new Set(
    [...matchPhrases(j, MEANS), ...matchPhrases(j, PURPOSES)]
      .map((m) => m.a)
      .concat(
        concl.flatMap((t, i) =>
          t.lower === 'para' && /(?:ar|er|ir)$/.test(concl[i + 1]?.lower ?? '') && (concl[i + 1]?.lower.length ?? 0) > 3
            ? [i]
            : [],
        ),
      ),
  );
  const gapAfter = (k: number) => (concl[k + 1] ? doc.text.slice(concl[k].end, concl[k + 1].start) : '');
  /** A comma inside an enumeration ("lavouras, feiras e residências"): the words after it, up to "e", are few. */
  const listComma = (k: number) => {
    if (/ndo$/u.test(concl[k + 1]?.lower ?? '')) return false;
    for (let i = k + 1; i < Math.min(concl.length, k + 5); i++) {
      if (/[,;:.!?]/u.test(gapAfter(i))) return false;
      if (concl[i + 1]?.lower === 'e' && !elementStarts.has(i + 1)) return true;
    }
    return false;
  };
  /** Up to two words before a relative pronoun, in its period and clause. */
  const nounBefore = (a: number) => {
    let start = a;
    while (
      start > Math.max(0, a - 2) &&
      concl[start - 1].sent === concl[a].sent &&
      !/[,;:.!?]/u.test(gapAfter(start - 1))
    )
      start--;
    return start;
  };
  const clause = (a: number, b: number) => {
    let end = a;
    while (end < Math.min(b, concl.length - 1) && concl[end + 1].sent === concl[a].sent) end++;
    while (
      end + 1 < concl.length &&
      concl[end + 1].sent === concl[a].sent &&
      !elementStarts.has(end + 1) &&
      (!/[,;:.!?]/u.test(gapAfter(end)) || (/^,\s*$/u.test(gapAfter(end)) && listComma(end)))
    )
      end++;
    return span(a, end);
  };
  /** An agent with the rest of its name ("Ministério" + "do Trabalho", "Governo" + "Federal"). */
  const agentEnd = (b: number) => {
    let end = b;
    for (;;) {
      const next = concl[end + 1];
      const gap = next ? doc.text.slice(concl[end].end, next.start) : '';
      if (!next || next.sent !== concl[b].sent || !/^\s+$/u.test(gap)) return end;
      if (/^\p{Lu}/u.test(next.text)) end++;
      else if (/^(?:de|do|da|dos|das|e)$/u.test(next.lower) && /^\p{Lu}/u.test(concl[end + 2]?.text ?? '')) end += 2;
      else return end;
    }
  };

  const conditional = matchPhrases(j, CONDITIONAL_PROPOSAL);
  const condSents = new Set(conditional.map((m) => concl[m.a].sent));
  if (conditional.length)
    out.condicional = ev(
      doc,
      concl[conditional[0].a].start,
      concl[conditional[0].b].end,
      'condicional',
      'Proposta apenas hipotética',
    );
  const valid = (i: number) => !condSents.has(concl[i].sent);

  // Action: a modal + verb ("devem promover", "é preciso que o governo crie"), preferably in a period that names an
  // agent; else any proposal verb, infinitives and gerunds first. A word ending like a verb after an article or a
  // preposition is a noun ("no combate às doenças"), and a plural noun ("investimentos") is never the action.
  const agentSents = new Set(matchPhrases(j, AGENTS).map((m) => concl[m.a].sent));
  const isActionVerb = (k: number, endings: RegExp) => {
    const t = concl[k];
    return (
      t.lower.length > 3 &&
      !STOPWORDS.has(t.lower) &&
      endings.test(t.lower) &&
      FOLDED_ACTION_STEMS.some((st) => t.fold.startsWith(st)) &&
      (/(?:ar|er|ir|ndo)$/.test(t.lower) || !NOUN_LEADS.has(concl[k - 1]?.lower ?? ''))
    );
  };
  const afterModal: number[] = [];
  for (let i = 0; i < concl.length; i++) {
    const t = concl[i];
    if (
      !valid(i) ||
      !(
        MODALS.test(t.lower) ||
        (t.lower === 'é' &&
          /^(necessário|preciso|fundamental|imprescindível|essencial|dever)$/.test(concl[i + 1]?.lower ?? ''))
      )
    )
      continue;
    // The verb may come after the agent ("torna-se essencial a intervenção do Governo (…), destinando…").
    for (let k = i + 1; k < Math.min(concl.length, i + 20) && concl[k].sent === t.sent; k++) {
      if (isActionVerb(k, /(?:ar|er|ir|ndo|e|em|a|am)$/)) {
        afterModal.push(k);
        break;
      }
    }
  }
  let actionAt = afterModal.find((k) => agentSents.has(concl[k].sent)) ?? afterModal[0] ?? -1;
  if (actionAt < 0) {
    const rank = (i: number) =>
      (agentSents.has(concl[i].sent) ? 0 : 2) + (/(?:ar|er|ir|ndo)$/.test(concl[i].lower) ? 0 : 1);
    const candidates = concl
      .map((_, i) => i)
      .filter((i) => valid(i) && concl[i].lower.length > 5 && isActionVerb(i, /(?:ar|er|ir|ndo|e|em)$/));
    actionAt = candidates.sort((x, y) => rank(x) - rank(y) || x - y)[0] ?? -1;
  }
  // The passage shown for the action: the infinitive right after a modal ("devem reorganizar", "tem que colocar"),
  // preferably in a period that names an agent, when the reading above found an action at all (its finding is what the
  // model was fitted on; a verb outside ACTION_STEMS only moves the passage).
  const claimAt = (() => {
    if (actionAt < 0) return actionAt;
    const after: number[] = [];
    for (let i = 0; i + 1 < concl.length; i++) {
      // A bare "é" ("é uma questão de poder") is no modal here; "é necessário" is read at "necessário".
      const modal =
        (MODALS.test(concl[i].lower) && concl[i].lower !== 'é') ||
        (/^t[eê]m$/u.test(concl[i].lower) && concl[i + 1].lower === 'que');
      if (!modal || !valid(i)) continue;
      // The first infinitive after it, past the agent of "cabe ao Ministério da Saúde ampliar…".
      for (let k = i + 1; k < Math.min(concl.length, i + 9) && concl[k].sent === concl[i].sent; k++) {
        const verb = concl[k];
        if (
          /^\p{Ll}+(?:ar|er|ir)$/u.test(verb.text) &&
          verb.lower.length > 3 &&
          !STOPWORDS.has(verb.lower) &&
          !NOUN_LEADS.has(concl[k - 1]?.lower ?? '') &&
          !/^(?:primeiro|segundo|terceiro|último|algum|nenhum|qualquer|outro|todo|seu|sua)$/u.test(
            concl[k - 1]?.lower ?? '',
          )
        ) {
          after.push(k);
          break;
        }
      }
    }
    return after.find((k) => agentSents.has(concl[k].sent)) ?? after[0] ?? actionAt;
  })();
  if (actionAt >= 0)
    elementos.acao = { presente: true, trecho: clause(claimAt, claimAt), descricao: 'Ação concreta proposta.' };

  // Agent: institutions or social actors, preferably in the proposal sentence.
  const agents = matchPhrases(j, AGENTS).filter((m) => valid(m.a));
  const agentPick = agents.find((m) => actionAt >= 0 && concl[m.a].sent === concl[actionAt].sent) ?? agents[0];
  if (agentPick) {
    const agent = span(agentPick.a, agentEnd(agentPick.b));
    elementos.agente = { presente: true, trecho: agent, descricao: `Agente definido: ${agent}.` };
  } else {
    const vague = matchPhrases(j, VAGUE_AGENTS)[0];
    if (vague) {
      out.agenteVago = ev(doc, concl[vague.a].start, concl[vague.b].end, 'agente vago', 'Agente genérico');
      elementos.agente = {
        presente: false,
        trecho: span(vague.a, vague.b),
        descricao: `"${span(vague.a, vague.b)}" é um agente vago: a banca não o aceita como agente da proposta.`,
      };
    }
  }

  const means = matchPhrases(j, MEANS).filter((m) => valid(m.a));
  // "O Ministério da Educação, em parceria com as secretarias, deve…": a partnership right after the agent is part of
  // the agent; the passage shown for the means is then the next one, when there is one.
  const meansShown =
    means.find(
      (m) => !(m.phrase === 'em parceria com' && agentPick && m.a > agentPick.b && m.a <= agentEnd(agentPick.b) + 2),
    ) ?? means[0];
  if (means.length && meansShown)
    elementos.meio_modo = {
      presente: true,
      trecho: clause(meansShown.a, meansShown.b),
      descricao: 'Meio/modo de execução indicado.',
    };

  let purpose = matchPhrases(j, PURPOSES).filter((m) => valid(m.a))[0];
  if (!purpose) {
    // "para" followed by an infinitive expresses purpose too.
    for (let i = 0; i + 1 < concl.length; i++) {
      if (
        concl[i].lower === 'para' &&
        /(?:ar|er|ir)$/.test(concl[i + 1].lower) &&
        concl[i + 1].lower.length > 3 &&
        valid(i)
      ) {
        purpose = { phrase: 'para', a: i, b: i + 1 };
        break;
      }
    }
  }
  if (purpose)
    elementos.finalidade = {
      presente: true,
      trecho: clause(purpose.a, purpose.b),
      descricao: 'Finalidade da ação explicitada.',
    };

  // Detailing: an explanation or example attached to another element, in a proposal with some substance.
  const others = [elementos.agente, elementos.acao, elementos.meio_modo, elementos.finalidade].filter(
    (e) => e.presente,
  ).length;
  if (others >= 2 && concl.length >= 30) {
    const used = new Set<number>([purpose?.a, means[0]?.a].filter((x): x is number => x !== undefined));
    // The passage shown is preferably one with the other elements or in the period right after them (an opening
    // recap such as "vê-se que…" details nothing); requiring it there lowered C5's grouped-CV QWK (0.413 → 0.399).
    const elementSents = [actionAt, agentPick?.a, means[0]?.a, purpose?.a]
      .filter((x): x is number => x !== undefined && x >= 0)
      .map((i) => concl[i].sent);
    const near = (m: { a: number }) =>
      concl[m.a].sent >= Math.min(...elementSents) && concl[m.a].sent <= Math.max(...elementSents) + 1;
    const details = matchPhrases(j, DETAILS).filter(
      (m) => valid(m.a) && !used.has(m.a) && (m.phrase !== 'que ' || concl[m.a - 1]?.lower !== 'para'),
    );
    const detail = details.find(near) ?? details[0];
    if (detail)
      elementos.detalhamento = {
        presente: true,
        // A relative clause is shown with the noun it specifies ("…os idosos que vivem sozinhos").
        trecho: clause(
          /^(?:que |o qual|a qual|os quais|as quais|cujo|cuja)/u.test(detail.phrase) ? nounBefore(detail.a) : detail.a,
          detail.b + 1,
        ),
        descricao: 'Elemento da proposta detalhado/especificado.',
      };
  }
  out.validos = (Object.values(elementos) as ElementFinding[]).filter((e) => e.presente).length;
  return out;
}
