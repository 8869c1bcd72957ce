// ENEM score levels and the colour/classification rules: no zod, so the web's landing and dashboard can import them
// without the schemas.
/** ENEM grades each competency in six levels, 40 points apart. */
export const COMPETENCY_LEVELS = [0, 40, 80, 120, 160, 200] as const;
export const COMPETENCY_MAX = 200;
export const TOTAL_MAX = 1000;

export const COMPETENCY_NAMES: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: 'Domínio da modalidade escrita formal da língua portuguesa',
  2: 'Compreensão da proposta e aplicação de conceitos das várias áreas de conhecimento',
  3: 'Seleção, relação, organização e interpretação de informações, fatos, opiniões e argumentos',
  4: 'Conhecimento dos mecanismos linguísticos necessários para a construção da argumentação',
  5: 'Elaboração de proposta de intervenção para o problema abordado, respeitando os direitos humanos',
};

/** Snaps any number to the nearest official level (0, 40, …, 200). */
export function snapToLevel(score: number): number {
  if (!Number.isFinite(score)) return 0;
  const clamped = Math.min(COMPETENCY_MAX, Math.max(0, score));
  return Math.round(clamped / 40) * 40;
}

/** Score colour and classification rules (spec 9). */
export function classify(total: number): 'Excelente' | 'Bom' | 'Satisfatório' | 'Insuficiente' {
  if (total >= 800) return 'Excelente';
  if (total >= 600) return 'Bom';
  if (total >= 400) return 'Satisfatório';
  return 'Insuficiente';
}
export function competencyColor(score: number): 'green' | 'yellow' | 'orange' | 'red' {
  if (score >= 160) return 'green';
  if (score >= 120) return 'yellow';
  if (score >= 80) return 'orange';
  return 'red';
}
export function totalColor(total: number): 'green' | 'blue' | 'yellow' | 'red' {
  if (total >= 800) return 'green';
  if (total >= 600) return 'blue';
  if (total >= 400) return 'yellow';
  return 'red';
}
