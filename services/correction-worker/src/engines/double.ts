import {
  justificationAtGrade,
  snapToLevel,
  type Analysis,
  type CorrectionEngine,
  type CorrectionInput,
  type ReportProgress,
} from '@argumenta/contracts';

const scores = (a: Analysis) => a.competencias.map((c) => c.nota_competencia);
const total = (s: number[]) => s.reduce((x, y) => x + y, 0);

/** ENEM's discrepancy rule: more than 80 points in any competency or 100 in the total. */
export function discrepant(a: number[], b: number[]): boolean {
  return a.some((v, i) => Math.abs(v - b[i]!) > 80) || Math.abs(total(a) - total(b)) > 100;
}

/** Each competency's final score: the mean of the two closest scorings, snapped to a level. */
export function closestPairMean(all: number[][]): number[] {
  return all[0]!.map((_, i) => {
    const values = all.map((s) => s[i]!);
    let best: [number, number] = [values[0]!, values[1]!];
    for (let x = 0; x < values.length; x++)
      for (let y = x + 1; y < values.length; y++)
        if (Math.abs(values[x]! - values[y]!) < Math.abs(best[0] - best[1])) best = [values[x]!, values[y]!];
    return snapToLevel((best[0] + best[1]) / 2);
  });
}

/**
 * Double grading as ENEM does it: two independent scorings; on discrepancy a third decides. The
 * feedback text comes from the scoring closest to the final grade; the rule that applied is recorded.
 */
export function withDoubleGrading(engine: CorrectionEngine): CorrectionEngine {
  return {
    name: `${engine.name}+dupla`,
    async correct(input: CorrectionInput, report: ReportProgress, signal?: AbortSignal): Promise<Analysis> {
      // Only the first scoring reports phases; the others run silently alongside.
      const silent: ReportProgress = () => undefined;
      const [a, b] = await Promise.all([engine.correct(input, report, signal), engine.correct(input, silent, signal)]);
      const runs = [a, b];
      let regra: 'media' | 'terceira_correcao' = 'media';
      if (discrepant(scores(a), scores(b))) {
        regra = 'terceira_correcao';
        runs.push(await engine.correct(input, silent, signal));
      }
      const final = closestPairMean(runs.map(scores));
      const base = runs.reduce((best, r) =>
        Math.abs(total(scores(r)) - total(final)) < Math.abs(total(scores(best)) - total(final)) ? r : best,
      );
      // Each competency's explanation comes from a scoring that gave the final grade; when none did (the mean of 120
      // and 200 is 160), the base scoring's explanation says which grade it was written for.
      const competencias = base.competencias.map((c, i) => {
        const same = runs.find((r) => scores(r)[i] === final[i])?.competencias[i];
        if (same) return same;
        return {
          ...c,
          nota_competencia: final[i]!,
          justificativa_nota: justificationAtGrade(
            c.justificativa_nota,
            c.nota_competencia,
            final[i]!,
            'a média das duas correções mais próximas',
          ),
        };
      }) as Analysis['competencias'];
      return {
        ...base,
        competencias,
        dupla_correcao: { regra, notas: runs.map(scores) },
      };
    },
  };
}
