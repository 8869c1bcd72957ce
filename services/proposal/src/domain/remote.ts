import type { SalaAcesso } from '@argumenta/contracts';
import type { InternalClient, Logger } from '@argumenta/platform';

export type SalaNome = { id: number; nome: string; professor_id: number };

/** What this service reads from the classroom service, batched: one call per question. */
export type ClassroomPort = {
  /** Rooms the user teaches or belongs to. Throws when the classroom service cannot answer. */
  roomsOf(userId: number): Promise<SalaAcesso[]>;
  /** Existing rooms among `ids`, by id. */
  rooms(ids: number[]): Promise<Map<number, SalaNome>>;
};

export function classroomPort(classroom: InternalClient): ClassroomPort {
  return {
    roomsOf: async (userId) => (await classroom.get<{ salas: SalaAcesso[] }>(`/internal/salas/acesso?usuario_id=${userId}`)).salas,
    async rooms(ids) {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map();
      const { salas } = await classroom.get<{ salas: SalaNome[] }>(`/internal/salas?ids=${unique.join(',')}`);
      return new Map(salas.map((s) => [Number(s.id), s]));
    },
  };
}

/** A read whose failure only degrades the answer (names, the room part of a list): logged, fallback used. */
export async function soft<T>(logger: Logger, what: string, p: Promise<T>, fallback: T): Promise<T> {
  try {
    return await p;
  } catch (err) {
    logger.warn({ err: (err as Error).message, what }, 'dado do serviço de salas indisponível');
    return fallback;
  }
}
