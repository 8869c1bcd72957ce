import type { MyCredits } from '@argumenta/contracts';
import { plural } from './plural';

/** What spends a credit: an AI correction (new essay or rewrite) or the transcription of a photo. Each costs one. */
export type CreditUse = 'correcao' | 'transcricao';

export const CREDIT_COST = 1;

const WHAT: Record<CreditUse, string> = { correcao: 'Esta correção', transcricao: 'Esta transcrição' };

/** Said beside the button that spends a credit: the cost, the balance now and after ("…você tem 4; ficarão 3"). */
export function creditCostNote(use: CreditUse, available: number): string {
  const cost = `${WHAT[use]} usa ${plural(CREDIT_COST, 'crédito', 'créditos')}`;
  if (available < CREDIT_COST) return `${cost}, e você não tem créditos disponíveis.`;
  return `${cost}; você tem ${available} e ficará com ${available - CREDIT_COST}.`;
}

/** What a credit is, and what the student's used credits went to (corrections vs transcriptions). */
export function creditsExplained(used: number, corrections?: number, transcriptions?: number): string {
  const what = 'Um crédito paga uma correção pela IA (redação nova ou reescrita) ou a transcrição de uma foto.';
  if (used === 0) return `${what} Você ainda não usou nenhum.`;
  const spent = `Você usou ${plural(used, 'crédito', 'créditos')}`;
  if (corrections === undefined || transcriptions === undefined) return `${what} ${spent}.`;
  return `${what} ${spent}: ${plural(corrections, 'correção', 'correções')} e ${plural(transcriptions, 'transcrição', 'transcrições')}.`;
}

/**
 * Issue 54: who pays a teacher's corrections when their school has a pool — said instead of a bare "0 créditos", with
 * their monthly quota on it when the coordination set one. Null when nobody but the person pays.
 */
export function schoolPoolNote(c: MyCredits | undefined): string | null {
  if (!c?.escola) return null;
  const quota = c.cota ? ` Sua cota neste mês: ${c.cota.usados_mes} de ${c.cota.limite}.` : '';
  return `As correções das suas atividades e dos seus lotes são pagas pela escola ${c.escola.nome} (${plural(c.escola.creditos, 'crédito', 'créditos')} no saldo).${quota} Seus créditos pessoais só são usados quando o saldo da escola acaba.`;
}

/** What one essay of a batch costs, and from where (the school's pool first, then the teacher). */
export function batchCostNote(c: MyCredits | undefined): string {
  if (!c?.escola) return 'Cada redação custa 1 crédito seu.';
  const quota = c.cota ? `; sua cota: ${c.cota.usados_mes} de ${c.cota.limite} neste mês` : '';
  return `Cada redação custa 1 crédito do saldo da escola ${c.escola.nome} (${c.escola.creditos} disponíveis${quota}); sem saldo, 1 crédito seu.`;
}
