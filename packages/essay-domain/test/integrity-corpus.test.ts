// False alarms (issue 52): the 686 Essay-BR development essays (Marinho, Anchiêta & Moura 2021, MIT) were written by
// distinct students, many to each prompt. Checked against each other as the service checks an essay against the
// network — motivating copies and memorised passages left out, only the same proposal able to make a copy — no pair
// may be flagged, and the highest share between two of them must stay well under the threshold.
import { COPY_SHARE_THRESHOLD, COPY_SHARE_THRESHOLD_OTHER_PROPOSAL } from '@argumenta/contracts';
import { loadThemeBank } from '@argumenta/corretor/theme-bank';
import { compareWith, possibleCopy, prepare, templatesOf, type Prepared } from '@argumenta/essay-domain/integrity';

/** The threshold stays at least this many times the highest share between two development essays. */
const MARGIN = 1.5;

it('flags no pair of the development essays, with margin under the threshold', () => {
  const essays: { tema: number; p: Prepared }[] = [];
  for (const t of loadThemeBank().temas)
    for (const r of t.referencias) essays.push({ tema: t.promptId, p: prepare(r.texto, t.textoApoio) });
  expect(essays.length).toBe(686);

  const byMark = new Map<number, number[]>();
  const byShingle = new Map<number, Set<number>>();
  essays.forEach((e, i) => {
    for (const m of e.p.marks) (byMark.get(m) ?? byMark.set(m, []).get(m)!).push(i);
    for (const h of e.p.shingles) (byShingle.get(h) ?? byShingle.set(h, new Set()).get(h)!).add(i);
  });

  let sameProposal = { share: 0, pair: '' };
  let anyProposal = { share: 0, pair: '' };
  const flagged: string[] = [];
  essays.forEach((e, i) => {
    const { discount } = templatesOf(e.p, new Set([`b${e.tema}`]), (m) => {
      const others = (byMark.get(m) ?? []).filter((j) => j !== i);
      return { essays: others.length, proposals: others.map((j) => `b${essays[j]!.tema}`) };
    });
    // Every essay sharing any five words in a row with this one (more than the index would ask to align).
    const candidates = new Set<number>();
    for (const h of e.p.shingles) for (const j of byShingle.get(h)!) if (j !== i) candidates.add(j);
    for (const j of candidates) {
      const same = essays[j]!.tema === e.tema;
      const { proporcao } = compareWith(e.p, discount, essays[j]!.p, false);
      if (possibleCopy(proporcao, same)) flagged.push(`${i}~${j} ${proporcao.toFixed(3)}`);
      if (same && proporcao > sameProposal.share) sameProposal = { share: proporcao, pair: `${i}~${j}` };
      if (proporcao > anyProposal.share) anyProposal = { share: proporcao, pair: `${i}~${j}` };
    }
  });
  console.log(
    `maior semelhança entre estudantes distintos: ${sameProposal.share.toFixed(3)} na mesma proposta (${sameProposal.pair}), ` +
      `${anyProposal.share.toFixed(3)} entre propostas diferentes (${anyProposal.pair}); limiares ${COPY_SHARE_THRESHOLD} e ${COPY_SHARE_THRESHOLD_OTHER_PROPOSAL}`,
  );
  expect(flagged).toEqual([]);
  expect(sameProposal.share * MARGIN).toBeLessThan(COPY_SHARE_THRESHOLD);
  expect(anyProposal.share * MARGIN).toBeLessThan(COPY_SHARE_THRESHOLD_OTHER_PROPOSAL);
}, 120_000);
