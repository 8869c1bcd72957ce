import type { Role } from '@argumenta/contracts';
import { api, closeTestPool, type JsonResponse, type Running } from '@argumenta/testkit';
import { actors, type Actor } from '@argumenta/testkit/actors';
import { startAuthService } from '@argumenta/testkit/auth';
import { startClassroomService } from '@argumenta/testkit/classroom';
import { startProposalService } from '@argumenta/testkit/proposal';

export type { Actor };

/**
 * Real auth + classroom + proposal services for a test file (classroom answers the sala visibility);
 * `essay` is the essay service URL when one runs (OCR for POST /propostas/transcricao).
 */
export function useStack(opts: { essay?: () => string | undefined } = {}) {
  const stack = {} as {
    auth: Running;
    classroom: Running;
    svc: Running;
    make: (tipo: Role, nome?: string) => Promise<Actor>;
    call: (who: Actor | undefined, method: string, path: string, body?: unknown) => Promise<JsonResponse>;
    room: (teacher: Actor, ...students: Actor[]) => Promise<{ id: number; nome: string }>;
  };
  beforeAll(async () => {
    stack.auth = await startAuthService();
    // The classroom service tells this one which proposal each activity links (total_usos).
    stack.classroom = await startClassroomService({ auth: stack.auth.url, proposal: () => stack.svc?.url });
    stack.svc = await startProposalService({ classroom: stack.classroom.url, essay: opts.essay });
    stack.make = actors(stack.auth.url);
    stack.call = (who, method, path, body) => api(stack.svc.url, method, path, { token: who?.token, body });
    stack.room = async (teacher, ...students) => {
      const sala = await api(stack.classroom.url, 'POST', '/salas', {
        token: teacher.token,
        body: { nome: `Sala ${Math.random().toString(36).slice(2, 6)}` },
      });
      for (const s of students)
        await api(stack.classroom.url, 'POST', '/salas/ingressar', {
          token: s.token,
          body: { codigo_acesso: sala.body.data.codigo_acesso },
        });
      return { id: sala.body.data.id, nome: sala.body.data.nome };
    };
  });
  afterAll(async () => {
    await stack.svc.close();
    await stack.classroom.close();
    await stack.auth.close();
    await closeTestPool();
  });
  return stack;
}

export { blob, form, GIF, PNG, textPdf } from '@argumenta/testkit/files';
