import { followUpMarks, marksToAddress, type Mark } from '../src/marks.js';

type M = Pick<Mark, 'id' | 'origem' | 'estado' | 'trecho' | 'inicio'>;
let next = 1;
/** A mark on the first occurrence of `trecho` (or the `nth`) in `text`. */
function mark(text: string, trecho: string, over: Partial<M> = {}, nth = 0): M {
  let at = -1;
  for (let k = 0; k <= nth; k++) at = text.indexOf(trecho, at + 1);
  if (at < 0) throw new Error(`sem ${trecho}`);
  return { id: next++, origem: 'professor', estado: 'professor', trecho, inicio: at, ...over };
}
const status = (marks: M[], antes: string, depois: string) =>
  Object.fromEntries(followUpMarks(marks, antes, depois).map((f) => [f.marcacao.trecho, f.situacao]));

const V1 =
  'A violencia contra a mulher persiste. Nós vai mostrar que a lei não basta.\n\nEm segundo lugar, a cultura machista naturaliza a submissão.';

// Each case: the text before and after the rewrite, and what becomes of a teacher's mark on each passage.
it.each([
  {
    caso: 'a passage rewritten or fixed is addressed; one left as it was is present',
    antes: V1,
    depois:
      'A violência contra a mulher persiste. Vamos mostrar que a lei não basta.\n\nEm segundo lugar, a cultura machista naturaliza a submissão.',
    situacao: { violencia: 'corrigida', 'Nós vai mostrar': 'corrigida', 'cultura machista naturaliza': 'presente' },
  },
  {
    caso: 'moved text still counts as present, and so does a passage re-wrapped over lines',
    antes: V1,
    depois:
      'Em segundo lugar, a cultura machista\nnaturaliza a submissão.\n\nA violencia contra a mulher persiste. Nós vai mostrar que a lei não basta.',
    situacao: { violencia: 'presente', 'cultura machista naturaliza': 'presente', 'Nós vai mostrar': 'presente' },
  },
  {
    caso: 'a capitalisation or accent fix is a change (the comparison keeps case and accents)',
    antes: 'O brasil precisa agir. A saude pública sofre.',
    depois: 'O Brasil precisa agir. A saúde pública sofre.',
    situacao: { brasil: 'corrigida', saude: 'corrigida' },
  },
])('$caso', ({ antes, depois, situacao }) => {
  const marks = Object.keys(situacao).map((trecho) => mark(antes, trecho));
  expect(status(marks, antes, depois)).toEqual(situacao);
});

it('of a passage that occurs twice, the occurrence the rewrite fixed is addressed and the other is present', () => {
  const antes = 'No inicio do texto, a violencia cresce. Depois, no fim, a violencia diminui com a lei.';
  const depois = 'No inicio do texto, a violência cresce. Depois, no fim, a violencia diminui com a lei.';
  const first = mark(antes, 'violencia', {}, 0);
  const second = mark(antes, 'violencia', {}, 1);
  const result = followUpMarks([first, second], antes, depois);
  expect(result.map((f) => [f.marcacao.id, f.situacao])).toEqual([
    [first.id, 'corrigida'],
    [second.id, 'presente'],
  ]);
  // The other way round.
  const fixedSecond = 'No inicio do texto, a violencia cresce. Depois, no fim, a violência diminui com a lei.';
  expect(followUpMarks([first, second], antes, fixedSecond).map((f) => f.situacao)).toEqual(['presente', 'corrigida']);
});

it("only the teachers' own marks and the engine's accepted ones are followed up", () => {
  const marks = [
    mark(V1, 'violencia', { origem: 'ia', estado: 'sugerida' }),
    mark(V1, 'Nós vai', { origem: 'ia', estado: 'riscada' }),
    mark(V1, 'lei não basta', { origem: 'ia', estado: 'aceita' }),
    mark(V1, 'submissão'),
  ];
  expect(marksToAddress(marks).map((m) => m.trecho)).toEqual(['lei não basta', 'submissão']);
  expect(followUpMarks(marks, V1, V1).map((f) => f.marcacao.trecho)).toEqual(['lei não basta', 'submissão']);
});

it('the matching follows an occurrence that moved: paragraphs swapped and one of the two fixed', () => {
  const antes = 'Primeiro, a violencia cresce nas cidades.\n\nSegundo, a violencia diminui com a lei.';
  const depois = 'Segundo, a violencia diminui com a lei.\n\nPrimeiro, a violência cresce nas cidades.';
  const [first, second] = [mark(antes, 'violencia', {}, 0), mark(antes, 'violencia', {}, 1)];
  expect(followUpMarks([first, second], antes, depois).map((f) => f.situacao)).toEqual(['corrigida', 'presente']);
});
