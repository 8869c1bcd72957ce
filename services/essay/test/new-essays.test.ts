import { groupsOf, type NewEssay } from '../src/domain/new-essays.js';

// The essays stored together are split so that no statement carries more than 200 essays or 16 MB of files.
const essay = (fileMb: number): NewEssay =>
  ({
    file: fileMb ? { nome: 'f', mime: 'image/png', conteudo: Buffer.alloc(fileMb * 1024 * 1024) } : null,
  }) as NewEssay;
const shape = (groups: NewEssay[][]) => groups.map((g) => g.map((e) => (e.file?.conteudo.length ?? 0) / (1024 * 1024)));

it('texts go together up to 200 a statement', () => {
  expect(groupsOf(Array.from({ length: 450 }, () => essay(0))).map((g) => g.length)).toEqual([200, 200, 50]);
});

it('files go together up to 16 MB a statement, in order; a file over the limit goes alone', () => {
  expect(
    shape(groupsOf([essay(10), essay(0), essay(6), essay(1), essay(20), essay(0), essay(8), essay(8), essay(8)])),
  ).toEqual([[10, 0, 6], [1], [20], [0, 8, 8], [8]]);
});
