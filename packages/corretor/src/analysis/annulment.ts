// Gaming guards (word lists, repeated sentences or words, -mente adverbs, long copies) and the reasons an essay is
// annulled (copy of the motivating texts, too short, not an essay, off the proposal's theme, not dissertative-argumentative).
import { STOPWORDS } from '../lexicon.js';
import { ev, tokEv, type EssayContext } from './shared.js';
import type { Evidence, TextAnalysis } from './types.js';

export function gamingAndAnnulment(
  { doc, tokens, sentences, words, W, per100 }: EssayContext,
  found: { c2: TextAnalysis['c2']; c4: TextAnalysis['c4']; copied: number; firstPerson: number },
): { gaming: Evidence[]; gamingFeature: number; anulacao?: TextAnalysis['anulacao'] } {
  const { copia, proporcaoCopia, narrativo } = found.c2;
  const { conectivos } = found.c4;
  const { copied, firstPerson } = found;
  const gaming: Evidence[] = [];
  for (const s of sentences) {
    const n = s.tokens.length;
    const fn = s.tokens.filter((t) => STOPWORDS.has(t.lower)).length;
    // Real prose is ~40 % function words; a list of keywords has almost none.
    if (n >= 12 && fn / n < 0.12)
      gaming.push(
        ev(doc, s.start, s.end, 'lista de palavras', 'Sequência de palavras soltas, sem estrutura de frase.'),
      );
  }
  // The same sentence written again (pasted paragraphs inflate length, connectives and repertoire).
  const seenSentences = new Set<string>();
  for (const st of sentences) {
    if (st.tokens.length < 6) continue;
    const key = st.tokens.map((t) => t.fold).join(' ');
    if (seenSentences.has(key))
      gaming.push(
        ev(doc, st.start, st.end, 'trecho repetido', 'Período repetido: o mesmo texto aparece mais de uma vez.'),
      );
    else seenSentences.add(key);
  }
  const mente = tokens.filter((t) => t.lower.endsWith('mente') && t.lower.length > 7);
  const menteCounts = new Map<string, number>();
  for (const t of mente) menteCounts.set(t.lower, (menteCounts.get(t.lower) ?? 0) + 1);
  for (let i = 2; i < tokens.length; i++) {
    if (tokens[i].lower === tokens[i - 1].lower && tokens[i].lower === tokens[i - 2].lower) {
      gaming.push(tokEv(doc, tokens[i - 2], tokens[i], 'repetição', 'Mesma palavra repetida em sequência.'));
    }
  }
  if (mente.length / W > 0.06 || [...menteCounts.values()].some((n) => n >= 5)) {
    const t = mente[0];
    gaming.push(tokEv(doc, t, t, 'advérbios repetidos', `Uso excessivo de advérbios em -mente (${mente.length}).`));
  }
  const longCopy = copia.filter((c) => c.trecho.split(/\s+/).length >= 20);
  gaming.push(...longCopy);
  const gamingShare =
    gaming.filter((g) => g.tipo !== 'cópia').reduce((a, g) => a + g.trecho.split(/\s+/).length, 0) / W;
  const gamingFeature = Math.min(gamingShare + proporcaoCopia, 1);

  let anulacao: TextAnalysis['anulacao'];
  const ownWords = words - copied;
  if (words >= 50 && proporcaoCopia > 0.6)
    anulacao = { motivo: 'Cópia dos textos motivadores: a maior parte da redação reproduz o texto de apoio.' };
  else if (ownWords < 50)
    anulacao = {
      motivo: `Texto insuficiente: ${ownWords} palavras próprias (o mínimo para avaliação corresponde a cerca de 7 linhas, ~50 palavras).`,
    };
  else if (gamingShare > 0.5)
    anulacao = {
      motivo:
        'O texto não é uma redação: predominam palavras soltas, palavras ou trechos repetidos, sem desenvolvimento próprio.',
    };
  else if (found.c2.tema.situacao === 'fuga')
    anulacao = {
      motivo: `Fuga ao tema: a redação não trata do tema da proposta; o assunto dela está mais perto de outros temas, como "${found.c2.tema.temaProximo}".`,
    };
  else if (
    narrativo >= 3 &&
    per100(firstPerson) > 3 &&
    conectivos.filter((c) => ['causa', 'consequência', 'conclusão'].includes(c.funcao)).length === 0
  )
    anulacao = {
      motivo:
        'Não atende ao tipo dissertativo-argumentativo: o texto é narrativo ou pessoal, sem defesa de ponto de vista.',
    };
  return { gaming, gamingFeature, ...(anulacao ? { anulacao } : {}) };
}
