// Issue 11: the proposal's graded references, which the engine calibrates with. Asked of the proposal service and kept
// a minute per proposal: a class handing in 40 essays of one proposal asks once, and a teacher's new grade is used
// within the minute. Concurrent jobs of one proposal share the request.
import type { ReferenciaCorrigida, ReferenciasInternas } from '@argumenta/contracts';
import type { InternalClient, Logger } from '@argumenta/platform';

export type ReferencesSource = { of(propostaId: number): Promise<ReferenciaCorrigida[]> };

export const REFERENCES_TTL_MS = 60_000;
const MAX_PROPOSALS_CACHED = 200;

export function cachedReferences(
  proposals: InternalClient,
  logger: Logger,
  opts: { ttlMs?: number; now?: () => number } = {},
): ReferencesSource {
  const ttl = opts.ttlMs ?? REFERENCES_TTL_MS;
  const now = opts.now ?? Date.now;
  const cache = new Map<number, { at: number; refs: Promise<ReferenciaCorrigida[]> }>();
  return {
    of(propostaId) {
      const hit = cache.get(propostaId);
      if (hit && now() - hit.at < ttl) return hit.refs;
      const refs = proposals.get<ReferenciasInternas>(`/internal/propostas/${propostaId}/referencias`).then(
        (r) => r.referencias,
        (err: unknown) => {
          // Without references the essay is graded as before (uncalibrated) rather than failed; the next job asks again.
          cache.delete(propostaId);
          logger.warn({ err, propostaId }, 'referências da proposta indisponíveis: correção sem calibração');
          return [];
        },
      );
      if (cache.size >= MAX_PROPOSALS_CACHED) cache.delete(cache.keys().next().value as number);
      cache.set(propostaId, { at: now(), refs });
      return refs;
    },
  };
}
