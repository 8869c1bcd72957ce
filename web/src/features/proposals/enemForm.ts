import type { PropostaResumo } from '@argumenta/contracts';

/** The theme of a proposal: its main theme when it has one, else its title. */
export const themeOf = (p: Pick<PropostaResumo, 'titulo' | 'tema_principal'>) =>
  (p.tema_principal ?? '').trim() || p.titulo.trim();

/**
 * The assignment in the ENEM's form (the instruction every ENEM essay answers): a dissertative-argumentative text in
 * the formal written norm, on the theme, with an intervention proposal that respects human rights.
 */
export function enemAssignment(theme: string): string {
  return (
    'A partir dos textos de apoio e dos conhecimentos construídos ao longo de sua formação, redija um texto ' +
    'dissertativo-argumentativo, em modalidade escrita formal da língua portuguesa, sobre o tema ' +
    `“${theme.replace(/[.\s]+$/, '')}”, apresentando proposta de intervenção que respeite os direitos humanos.`
  );
}

/** A proposal a student can write on right away: active and open for correction. */
export const writable = (p: Pick<PropostaResumo, 'ativa' | 'ativa_para_correcao'>) => p.ativa && p.ativa_para_correcao;

/** Where *Escrever* goes: the editor with this proposal chosen. */
export const writeHref = (id: number) => `/essays/new?proposta=${id}`;
