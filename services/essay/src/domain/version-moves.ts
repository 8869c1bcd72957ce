// After a rewrite, each competency says what changed in the evidence and why its grade moved or did not (issue 48):
// the deviations fixed and new (C1), the problems solved and new (C2–C4), the intervention's elements added or lost
// (C5), then the grade's move read against them — or, when it did not move, the next step that is still open.
import { C1_TYPING_TIP, type CompetencyAnalysis } from '@argumenta/contracts';

const quoted = (xs: string[], max = 3) =>
  xs
    .slice(0, max)
    .map((x) => `"${x.length > 50 ? `${x.slice(0, 50).replace(/\s+\S*$/, '')}…` : x}"`)
    .join(', ') + (xs.length > max ? ` e mais ${xs.length - max}` : '');

/** The problems a competency's feedback lists, each as a key that survives a rewrite (kind + passage or aspect). */
function problems(c: CompetencyAnalysis | undefined): { key: string; label: string }[] {
  if (!c) return [];
  switch (c.numero_competencia) {
    case 1:
      return c.pontos_a_melhorar_detalhados_c1
        .filter((d) => d.tipo_desvio_c1 !== C1_TYPING_TIP)
        .map((d) => ({ key: `${d.tipo_desvio_c1}|${d.trecho_problematico_c1}`, label: d.trecho_problematico_c1 }));
    case 2:
      return c.pontos_a_melhorar_detalhados_c2.map((i) => ({
        key: `${i.aspecto_avaliado_c2}|${i.trecho_problematico_c2 ?? ''}`,
        label: i.aspecto_avaliado_c2,
      }));
    case 3:
      return c.pontos_a_melhorar_detalhados_c3.map((i) => ({
        key: `${i.aspecto_avaliado_c3}|${i.trecho_problematico_c3 ?? ''}`,
        label: i.aspecto_avaliado_c3,
      }));
    case 4:
      return c.pontos_a_melhorar_detalhados_c4.map((i) => ({
        key: `${i.tipo_problema_coesao_c4}|${i.trecho_problematico_c4}`,
        label: i.tipo_problema_coesao_c4,
      }));
    case 5: {
      const ev = c.avaliacao_proposta_intervencao;
      return (Object.keys(ev) as (keyof typeof ev)[])
        .filter((k) => !ev[k].presente)
        .map((k) => ({ key: k, label: ELEMENT[k] }));
    }
  }
}
const ELEMENT: Record<string, string> = {
  agente: 'agente',
  acao: 'ação',
  meio_modo: 'meio/modo',
  finalidade: 'finalidade',
  detalhamento: 'detalhamento',
};

/** One competency's move between two versions, in a sentence or two the student can check against both texts. */
export function explainMove(
  antes: CompetencyAnalysis | undefined,
  depois: CompetencyAnalysis | undefined,
  notaAntes: number | null,
  notaDepois: number | null,
): string | null {
  if (!antes || !depois || notaAntes === null || notaDepois === null) return null;
  const before = problems(antes);
  const after = problems(depois);
  const afterKeys = new Set(after.map((p) => p.key));
  const beforeKeys = new Set(before.map((p) => p.key));
  const solved = [...new Set(before.filter((p) => !afterKeys.has(p.key)).map((p) => p.label))];
  const fresh = [...new Set(after.filter((p) => !beforeKeys.has(p.key)).map((p) => p.label))];
  const c5 = antes.numero_competencia === 5;
  const what = c5
    ? `Elementos da proposta: ${5 - before.length} → ${5 - after.length}` +
      (solved.length ? ` (acrescentado: ${solved.join(', ')})` : '') +
      (fresh.length ? ` (deixou de aparecer: ${fresh.join(', ')})` : '') +
      '.'
    : antes.numero_competencia === 1
      ? `Desvios apontados: ${before.length} → ${after.length}` +
        (solved.length ? `; corrigidos: ${quoted(solved)}` : '') +
        (fresh.length ? `; novos: ${quoted(fresh)}` : '') +
        '.'
      : `Pontos a melhorar: ${before.length} → ${after.length}` +
        (solved.length ? `; resolvidos: ${solved.join(', ')}` : '') +
        (fresh.length ? `; novos: ${fresh.join(', ')}` : '') +
        '.';
  const delta = notaDepois - notaAntes;
  const open = depois.proximo_nivel?.passos[0];
  if (delta > 0) return `${what} A nota subiu de ${notaAntes} para ${notaDepois}.`;
  if (delta < 0)
    return `${what} A nota caiu de ${notaAntes} para ${notaDepois}${fresh.length ? ' com os problemas novos' : ''}.${open ? ` Próximo passo: ${open}` : ''}`;
  if (notaDepois === 200) return `${what} A nota continua no máximo (200).`;
  const why = solved.length
    ? ' O que foi resolvido não bastou para mudar de nível.'
    : ' Nenhum dos pontos apontados na versão anterior foi resolvido.';
  return `${what} A nota ficou em ${notaDepois}.${why}${open ? ` Próximo passo: ${open}` : ''}`;
}
