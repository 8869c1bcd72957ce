// An activity's integrity panel: every pair of its students' latest submissions aligned (a room is tens of essays, so
// all pairs are compared directly), each essay's own words, and its largest similarity found against the network and
// the bank when it was checked.
import {
  COPY_SHARE_THRESHOLD,
  type ActivityIntegrity,
  type ActivityIntegrityEssay,
  type ActivityIntegrityPair,
} from '@argumenta/contracts';
import type { Db } from '../store/db.js';
import { activityLatestEssays, integrityRows } from '../store/integrity.js';
import { networkView } from './check.js';
import { compareWith, possibleCopy, round } from './compare.js';
import { prepare } from './prepare.js';

/** Pairs listed: those sharing at least this share of either essay. */
const MIN_PAIR_SHARE = 0.05;

export async function checkActivity(
  db: Db,
  atividadeId: number,
  proposal: { proposta_id: number | null; motivadores: string | null },
  names: (ids: number[]) => Promise<{ id: number; nome: string }[]>,
): Promise<ActivityIntegrity> {
  const essays = await activityLatestEssays(db, atividadeId);
  const [stored, people] = await Promise.all([
    integrityRows(
      db,
      essays.map((e) => e.id),
    ),
    names(essays.map((e) => e.usuario_id)).catch(() => []),
  ]);
  const storedOf = new Map(stored.map((s) => [s.redacao_id, s]));
  const nameOf = new Map(people.map((x) => [x.id, x.nome]));
  const prepared = essays.map((e) => prepare(e.texto_original, proposal.motivadores));
  // Each essay's memorised passages are left out of its pairs, as in its own panel (one indexed lookup per essay).
  const discounts: Uint8Array[] = [];
  for (const [i, e] of essays.entries())
    discounts.push((await networkView(db, prepared[i]!, { id: e.id, ...proposal })).templates.discount);
  const student = (i: number) => ({
    redacao_id: essays[i]!.id,
    estudante: nameOf.get(essays[i]!.usuario_id) ?? 'Estudante',
  });

  const best = essays.map(() => 0);
  const pares: ActivityIntegrityPair[] = [];
  for (let i = 0; i < essays.length; i++)
    for (let j = i + 1; j < essays.length; j++) {
      const ab = compareWith(prepared[i]!, discounts[i]!, prepared[j]!, true);
      const ba = compareWith(prepared[j]!, discounts[j]!, prepared[i]!, false);
      const proporcao = Math.max(ab.proporcao, ba.proporcao);
      best[i] = Math.max(best[i]!, proporcao);
      best[j] = Math.max(best[j]!, proporcao);
      if (proporcao < MIN_PAIR_SHARE) continue;
      pares.push({
        a: student(i),
        b: student(j),
        proporcao: round(proporcao),
        possivel_copia: possibleCopy(proporcao, true),
        trechos: ab.trechos.map((t) => ({ a: t.trecho, b: t.outro ?? '', palavras: t.palavras })),
      });
    }
  pares.sort((x, y) => y.proporcao - x.proporcao);

  const redacoes: ActivityIntegrityEssay[] = essays.map((e, i) => {
    const p = prepared[i]!;
    const s = storedOf.get(e.id);
    const maior = Math.max(best[i]!, s?.maior_semelhanca ?? 0);
    return {
      ...student(i),
      palavras: p.words.fold.length,
      palavras_proprias: p.words.fold.length - p.copied,
      proporcao_motivadores: round(p.words.fold.length ? p.copied / p.words.fold.length : 0),
      maior_semelhanca: round(maior),
      possivel_copia: possibleCopy(best[i]!, true) || (s?.possivel_copia ?? false),
    };
  });
  redacoes.sort((x, y) => y.maior_semelhanca - x.maior_semelhanca || x.estudante.localeCompare(y.estudante, 'pt-BR'));
  return { atividade_id: atividadeId, limiar_copia: COPY_SHARE_THRESHOLD, redacoes, pares };
}
