import { batchCostNote, creditCostNote, creditsExplained, schoolPoolNote } from './credits';

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

describe('who pays a teacher’s corrections (issue 54)', () => {
  const escola = { id: 3, nome: 'EE Rui Barbosa', creditos: 87 };
  it('names the school pool that pays, and the quota when there is one', () => {
    expect(schoolPoolNote({ pessoais: 0, escola, cota: null })).toBe(
      'As correções das suas atividades e dos seus lotes são pagas pela escola EE Rui Barbosa (87 créditos no saldo). Seus créditos pessoais só são usados quando o saldo da escola acaba.',
    );
    expect(schoolPoolNote({ pessoais: 0, escola, cota: { limite: 40, usados_mes: 12 } })).toContain(
      'Sua cota neste mês: 12 de 40.',
    );
    expect(schoolPoolNote({ pessoais: 5, escola: null, cota: null })).toBeNull();
  });
  it('a batch costs a credit of the school first, not "1 crédito seu"', () => {
    expect(batchCostNote({ pessoais: 0, escola, cota: null })).toBe(
      'Cada redação custa 1 crédito do saldo da escola EE Rui Barbosa (87 disponíveis); sem saldo, 1 crédito seu.',
    );
    expect(batchCostNote({ pessoais: 0, escola, cota: { limite: 40, usados_mes: 12 } })).toContain(
      '(87 disponíveis; sua cota: 12 de 40 neste mês); sem saldo, 1 crédito seu.',
    );
    expect(batchCostNote(undefined)).toBe('Cada redação custa 1 crédito seu.');
  });
});
