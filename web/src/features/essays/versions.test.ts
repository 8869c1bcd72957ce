import { describe, expect, it } from '@jest/globals';
import type { EssayListItem } from '@argumenta/contracts';
import { groupVersions } from './versions';

const essay = (id: number, versao_anterior_id: number | null = null) =>
  ({ id, versao_anterior_id, nota_geral_enem: id * 10 }) as EssayListItem;

describe('history groups rewrites', () => {
  it('shows each chain once, under its newest version, with the earlier versions newest first', () => {
    const groups = groupVersions([essay(5, 3), essay(4), essay(3, 1), essay(2), essay(1)]);
    expect(groups.map((g) => [g.essay.id, g.earlier.map((e) => e.id)])).toEqual([
      [5, [3, 1]],
      [4, []],
      [2, []],
    ]);
  });

  it('keeps a version whose earlier one is on another page as a card of its own', () => {
    expect(groupVersions([essay(9, 8), essay(7)]).map((g) => [g.essay.id, g.earlier.length])).toEqual([
      [9, 0],
      [7, 0],
    ]);
  });
});
