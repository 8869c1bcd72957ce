// An essay's integrity check (issue 52): the texts that share passages with it — other essays of the network found
// through the fingerprint index, the theme bank's published essays — aligned passage by passage, its copies of the
// motivating texts (discounted as the ENEM does) and its memorised passages (textos pré-moldados: shared by many
// essays written to different proposals; shown, never counted against anyone).
import {
  COPY_SHARE_THRESHOLD,
  INTEGRITY_COUNT_CAP,
  type EssayIntegrity,
  type IntegritySource,
  type SimilarText,
} from '@argumenta/contracts';
import {
  essaysSharingFingerprints,
  essaysToCompare,
  saveIntegrity,
  type ComparedEssay,
  type IntegrityRow,
} from '../store/integrity.js';
import type { Db } from '../store/db.js';
import { bankIndex, motivatingKey } from './bank.js';
import { compareWith, possibleCopy, round, templatesOf } from './compare.js';
import { prepare, spanOf, type Prepared } from './prepare.js';

/** Texts aligned per check: the ones sharing most fingerprints (alignment is the costly step). */
const CANDIDATES = 12;
/** A text is listed when it holds at least this share of the essay, or a passage this long. */
const MIN_SHARE_SHOWN = 0.03;
const MIN_PASSAGE_SHOWN = 12;
/** Texts listed in a report. */
const SHOWN = 10;

export type CheckedEssay = {
  id: number;
  usuario_id: number;
  atividade_id: number | null;
  proposta_id: number | null;
  texto: string;
  /** The proposal's motivating texts as the corrector read them (null: none). */
  motivadores: string | null;
};

/** Who wrote the other essays: names (shown for the same activity only) and schools, for the labels. */
export type PeopleLookup = (ids: number[]) => Promise<{ id: number; nome: string; escola_id?: number | null }[]>;

const proposalKey = (propostaId: number | null, redacaoId: number) =>
  propostaId === null ? `r${redacaoId}` : `p${propostaId}`;

/**
 * What the network and the bank hold of an essay's fingerprints: who else holds each, and the essay's memorised
 * passages (the words a pair does not count).
 */
export async function networkView(
  db: Db,
  p: Prepared,
  essay: Pick<CheckedEssay, 'id' | 'proposta_id' | 'motivadores'>,
) {
  const bank = bankIndex();
  const found = new Map((await essaysSharingFingerprints(db, p.marks, essay.id)).map((f) => [f.marca, f]));
  const bankTheme = essay.motivadores ? bank.themeOf.get(motivatingKey(essay.motivadores)) : undefined;
  const own = new Set([proposalKey(essay.proposta_id, essay.id), ...(bankTheme ? [`b${bankTheme}`] : [])]);
  const templates = templatesOf(p, own, (m) => {
    const f = found.get(m);
    const inBank = bank.byMark.get(m) ?? [];
    return {
      essays: (f?.redacoes.length ?? 0) + inBank.length,
      proposals: [
        ...(f?.redacoes.map((id, i) => proposalKey(f.propostas[i] ?? null, id)) ?? []),
        ...inBank.map((i) => `b${bank.essays[i]!.tema}`),
      ],
    };
  });
  return { found, templates, bankTheme };
}

/**
 * Checks one essay against the network and the bank. `record` stores its fingerprints and findings (idempotent): the
 * correction worker does it when a correction completes, a teacher's first look does it for an essay that has none.
 */
export async function checkEssay(
  db: Db,
  essay: CheckedEssay,
  opts: { people?: PeopleLookup; record?: boolean } = {},
): Promise<{ report: EssayIntegrity; row: Omit<IntegrityRow, 'calculada_em'> }> {
  const p = prepare(essay.texto, essay.motivadores);
  const bank = bankIndex();
  const { found, templates, bankTheme } = await networkView(db, p, essay);
  const proposalOf = new Map<number, number | null>();
  for (const f of found.values()) f.redacoes.forEach((id, i) => proposalOf.set(id, f.propostas[i] ?? null));

  // Candidates: the essays sharing most of the essay's fingerprints that are not templates.
  const scores = new Map<number, number>();
  const bankScores = new Map<number, number>();
  for (const m of p.marks) {
    if (templates.marks.has(m)) continue;
    const f = found.get(m);
    if (f && f.redacoes.length <= INTEGRITY_COUNT_CAP)
      for (const id of f.redacoes) scores.set(id, (scores.get(id) ?? 0) + 1);
    for (const i of bank.byMark.get(m) ?? []) bankScores.set(i, (bankScores.get(i) ?? 0) + 1);
  }
  const ranked = topBy(scores, CANDIDATES * 2);
  const others = (await essaysToCompare(db, ranked))
    .filter((o) => o.usuario_id !== essay.usuario_id && o.texto_original)
    .sort((x, y) => ranked.indexOf(x.id) - ranked.indexOf(y.id))
    .slice(0, CANDIDATES);

  const people = opts.people
    ? await opts.people([...new Set([essay.usuario_id, ...others.map((o) => o.usuario_id)])]).catch(() => [])
    : [];
  const person = new Map(people.map((x) => [x.id, x]));
  const mySchool = person.get(essay.usuario_id)?.escola_id ?? null;

  const similar: SimilarText[] = [];
  const consider = (
    other: ReturnType<typeof prepare>,
    show: boolean,
    meta: Omit<SimilarText, 'proporcao' | 'possivel_copia' | 'trechos'>,
  ) => {
    const { proporcao, trechos } = compareWith(p, templates.discount, other, show);
    if (proporcao < MIN_SHARE_SHOWN && !trechos.some((t) => t.palavras >= MIN_PASSAGE_SHOWN)) return;
    similar.push({
      ...meta,
      proporcao: round(proporcao),
      possivel_copia: possibleCopy(proporcao, meta.mesma_proposta),
      trechos,
    });
  };
  for (const o of others) {
    const origem = sourceOf(essay, o, mySchool, person.get(o.usuario_id)?.escola_id ?? null);
    const sameActivity = origem === 'atividade';
    const theirs = proposalOf.get(o.id) ?? null;
    consider(prepare(o.texto_original), sameActivity, {
      origem,
      redacao_id: sameActivity ? o.id : null,
      estudante: sameActivity ? (person.get(o.usuario_id)?.nome ?? null) : null,
      descricao: describe(origem, o, sameActivity ? person.get(o.usuario_id)?.nome : undefined),
      mesma_proposta: sameActivity
        ? true
        : essay.proposta_id === null || theirs === null
          ? null
          : essay.proposta_id === theirs,
    });
  }
  for (const i of topBy(bankScores, CANDIDATES)) {
    const b = bank.essays[i]!;
    consider(b.prepared, true, {
      origem: 'banco',
      redacao_id: null,
      estudante: null,
      descricao: `Redação publicada no banco de temas: "${b.titulo}" (nº ${b.numero})`,
      mesma_proposta: essay.motivadores ? bankTheme === b.tema : null,
    });
  }
  similar.sort((x, y) => Number(y.possivel_copia) - Number(x.possivel_copia) || y.proporcao - x.proporcao);

  const palavras = p.words.fold.length;
  const row = {
    redacao_id: essay.id,
    proposta_id: essay.proposta_id,
    marcas: p.marks,
    palavras,
    palavras_proprias: palavras - p.copied,
    copia_motivadores: p.copied,
    maior_semelhanca: Math.max(0, ...similar.map((s) => s.proporcao)),
    possivel_copia: similar.some((s) => s.possivel_copia),
  };
  if (opts.record) await saveIntegrity(db, row);
  const report: EssayIntegrity = {
    redacao_id: essay.id,
    calculada_em: new Date().toISOString(),
    limiar_copia: COPY_SHARE_THRESHOLD,
    palavras,
    palavras_proprias: row.palavras_proprias,
    motivadores: {
      palavras_copiadas: p.copied,
      proporcao: round(palavras ? p.copied / palavras : 0),
      trechos: p.motivatingRuns.map(([a, b]) => ({
        trecho: spanOf(p.words, a, b),
        inicio: p.words.start[a]!,
        fim: p.words.end[b]!,
        palavras: b - a + 1,
      })),
    },
    semelhancas: similar.slice(0, SHOWN),
    pre_moldados: templates.passages,
    processo_escrita: null,
  };
  return { report, row };
}

const topBy = (scores: Map<number, number>, n: number) =>
  [...scores.entries()]
    .sort((x, y) => y[1] - x[1] || x[0] - y[0])
    .slice(0, n)
    .map(([id]) => id);

function sourceOf(
  essay: CheckedEssay,
  other: ComparedEssay,
  mySchool: number | null,
  theirSchool: number | null,
): IntegritySource {
  if (essay.atividade_id !== null && other.atividade_id === essay.atividade_id) return 'atividade';
  return mySchool !== null && mySchool === theirSchool ? 'escola' : 'rede';
}

const DATE = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' });
function describe(origem: IntegritySource, o: ComparedEssay, nome?: string): string {
  const sent = DATE.format(o.data_envio);
  if (origem === 'atividade') return `Redação de ${nome ?? 'outro estudante'} nesta atividade (enviada em ${sent})`;
  if (origem === 'escola') return `Redação de outro estudante da escola (enviada em ${sent})`;
  return `Redação de um estudante de outra escola da rede (enviada em ${sent})`;
}
