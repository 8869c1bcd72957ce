import { creditCostNote, creditsExplained } from './credits';

it('says what a correction or a transcription costs and the balance before and after', () => {
  expect(creditCostNote('correcao', 4)).toBe('Esta correção usa 1 crédito; você tem 4 e ficará com 3.');
  expect(creditCostNote('transcricao', 1)).toBe('Esta transcrição usa 1 crédito; você tem 1 e ficará com 0.');
  expect(creditCostNote('correcao', 0)).toBe('Esta correção usa 1 crédito, e você não tem créditos disponíveis.');
});

it('explains what a credit is and what the used ones went to', () => {
  expect(creditsExplained(5, 3, 2)).toBe(
    'Um crédito paga uma correção pela IA (redação nova ou reescrita) ou a transcrição de uma foto. Você usou 5 créditos: 3 correções e 2 transcrições.',
  );
  expect(creditsExplained(1, 1, 0)).toMatch(/Você usou 1 crédito: 1 correção e 0 transcrições\.$/);
  expect(creditsExplained(0)).toMatch(/Você ainda não usou nenhum\.$/);
  expect(creditsExplained(2)).toMatch(/Você usou 2 créditos\.$/);
});
