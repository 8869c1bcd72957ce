import type { APIRequestContext, Page } from '@playwright/test';
import { ESSAY, expect, people, type Session } from './fixtures';

/** A call to the API as the given user; fails the test on an error answer. Returns the envelope's data. */
export async function api<T>(
  request: APIRequestContext,
  session: Session,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: object,
): Promise<T> {
  const res = await request[method](url, { headers: { Authorization: `Bearer ${session.token}` }, data });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBeTruthy();
  return ((await res.json()) as { data: T }).data;
}

export async function login(request: APIRequestContext, email: string): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { email, password: 'argumenta123' } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: Session }).data;
}

/** A teacher with a room and an activity, a student in it whose essay is corrected and shared, and a bank proposal. */
export type World = {
  teacher: Session;
  student: Session;
  essayId: number;
  salaId: number;
  activityId: number;
  proposalId: number;
  shareToken: string;
};

/** `essay` replaces the shared fixture where a spec needs a text no other spec hands in (integrity counts recurring passages). */
export async function world(page: Page, essay = ESSAY): Promise<World> {
  const { teacher, student } = await people(page);
  const r = page.request;
  const sala = await api<{ id: number; codigo_acesso: string }>(r, teacher, 'post', '/api/salas', {
    nome: 'Terceirão B',
  });
  const deadline = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const activity = await api<{ id: number }>(r, teacher, 'post', '/api/atividades/criar', {
    sala_id: sala.id,
    titulo: 'Desigualdade na educação',
    tema: 'A desigualdade no acesso à educação no Brasil',
    data_limite: deadline,
  });
  await api(r, student, 'post', '/api/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
  const sent = await r.post('/api/redacoes/submeter', {
    headers: { Authorization: `Bearer ${student.token}` },
    multipart: { titulo: 'Educação para todos', texto: essay, atividade_id: String(activity.id) },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const essayId = ((await sent.json()) as { data: { redacao_id?: number; id?: number } }).data;
  const id = Number(essayId.redacao_id ?? essayId.id);
  await expect
    .poll(
      async () =>
        (
          await r.get(`/api/redacoes/${id}/feedback`, { headers: { Authorization: `Bearer ${student.token}` } })
        ).status(),
      { timeout: 60_000 },
    )
    .toBe(200);
  const share = await api<{ token: string }>(r, student, 'put', `/api/redacoes/${id}/compartilhar`, {
    tempo_expiracao: 24,
  });
  const proposals = await api<{ propostas: { id: number }[] }>(r, student, 'get', '/api/propostas?limite=1');
  return {
    teacher,
    student,
    essayId: id,
    salaId: sala.id,
    activityId: activity.id,
    proposalId: proposals.propostas[0]!.id,
    shareToken: share.token,
  };
}
