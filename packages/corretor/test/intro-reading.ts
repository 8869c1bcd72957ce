import { analyzeText } from '../src/analysis.js';
import type { Speller } from '../src/speller.js';

/** C3's reading of an introduction followed by a fixed body that takes nothing up, so only the introduction counts. */
export const readIntroduction = (sp: Speller, intro: string, body: string, proposalTitle: string) =>
  analyzeText(
    { texto: `${intro}\n\n${body}`, titulo: null, proposta: { titulo: proposalTitle, texto_apoio: '' } },
    sp,
    { suggestions: false },
  ).c3;
