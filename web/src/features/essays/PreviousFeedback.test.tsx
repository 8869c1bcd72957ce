import { describe, expect, it } from '@jest/globals';
import type { CompetencyView } from './analysis';
import { askedOf } from './PreviousFeedback';

const base: CompetencyView = { n: 1, nome: 'C1', nota: 120, justificativa: '', positivos: [], melhorias: [] };

describe('what the previous correction asked for', () => {
  it("reads the climb's steps below 200, nothing at 200", () => {
    const climb = { nivel: 'Nível 120', proximo: 'Nível 160', passos: ['Corrija "a".', 'Corrija "b".', 'Ao todo, 3.'] };
    expect(askedOf({ ...base, climb })).toEqual(['Corrija "a".', 'Corrija "b".']);
    expect(askedOf({ ...base, nota: 200, climb: { ...climb, proximo: null, passos: ['O que fez…'] } })).toEqual([]);
  });
  it("falls back to the points to improve of an analysis without a climb (another engine's)", () => {
    const melhorias = [
      {
        key: 'c1-0',
        trecho: 'x',
        fields: [
          { label: 'Tipo de desvio', value: 'crase' },
          { label: 'Sugestão de correção', value: 'Use "à".' },
        ],
      },
    ];
    expect(askedOf({ ...base, melhorias })).toEqual(['Use "à".']);
  });
});
