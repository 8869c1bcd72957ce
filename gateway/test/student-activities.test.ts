import { DASHBOARD_LIMITS, type PainelEstudanteInterno } from '@argumenta/contracts';
import { studentActivities } from '../src/bff/index.js';

// The student dashboard's activity lists, composed from the classroom's activities and the essay service's deliveries.
type Activity = PainelEstudanteInterno['atividades'][number];
const day = (d: number) => new Date(Date.UTC(2026, 10, 1 + d)).toISOString();
const activity = (id: number, deadlineDay: number, aberta: boolean): Activity => ({
  id,
  titulo: `Atividade ${id}`,
  sala_id: id % 2 ? 1 : 2,
  sala_nome: id % 2 ? 'Sala ímpar' : 'Sala par',
  data_limite: day(deadlineDay),
  status: aberta ? 'ativa' : 'finalizada',
  aberta,
});

describe('studentActivities', () => {
  // Newest first, as the classroom lists them.
  const atividades = [
    activity(7, 3, true),
    activity(6, 9, true),
    activity(5, 1, false),
    activity(4, 2, true),
    activity(3, 8, true),
    activity(2, 5, true),
    activity(1, 4, true),
  ];

  it('marks each activity with the student latest essay for it and counts the done ones', () => {
    const r = studentActivities(atividades, [
      { atividade_id: 4, redacao_id: 40 },
      { atividade_id: 5, redacao_id: 50 },
      { atividade_id: 99, redacao_id: 990 }, // an activity of a room the student left: not theirs to count
    ]);
    expect(r.atividades_realizadas).toBe(2);
    expect(r.recent_activities.map((a) => [a.id, a.minha_redacao_id])).toEqual([
      [7, null],
      [6, null],
      [5, 50],
      [4, 40],
    ]);
    expect(r.recent_activities[0]).not.toHaveProperty('aberta');
    expect(r.salaPorAtividade.get(5)).toBe('Sala ímpar');
  });

  it('pending: open and not sent, nearest deadline first, at most the spec list size', () => {
    const r = studentActivities(atividades, [{ atividade_id: 4, redacao_id: 40 }]);
    // 5 is closed, 4 was sent; of the others the four nearest deadlines: 7 (day 3), 1 (4), 2 (5), 3 (8).
    expect(r.pending_activities.map((a) => a.id)).toEqual([7, 1, 2, 3]);
    expect(r.pending_activities).toHaveLength(DASHBOARD_LIMITS.pending_activities);
    expect(r.pending_activities.every((a) => a.minha_redacao_id === null)).toBe(true);
  });

  it('nothing of the student known: nothing marked, every open activity pending', () => {
    const r = studentActivities(atividades.slice(0, 2), []);
    expect(r.atividades_realizadas).toBe(0);
    expect(r.pending_activities.map((a) => a.id)).toEqual([7, 6]);
  });
});
