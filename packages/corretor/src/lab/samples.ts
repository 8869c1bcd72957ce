// What the scripts draw to read the engine's output by hand (scripts/thesis-sample.ts, topics-sample.ts,
// c1-amostra.ts) and what generated material draws (c1-generator.ts): a seeded shuffle, so that the same seed draws
// the same items on any machine, and the annotated claims essays less the held-out ones.
import { readFileSync } from 'node:fs';

/** Fisher–Yates with the given generator, in place: the same generator state gives the same order. */
export function shuffle<T>(xs: T[], random: () => number): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

/** `n` of `xs` drawn by `random` (a shuffled copy's first `n`). */
export const seededSample = <T>(xs: readonly T[], n: number, random: () => number): T[] =>
  shuffle([...xs], random).slice(0, n);

/**
 * A linear congruential generator of numbers in [0, 1): thesis-sample.ts draws with it, so that a seed keeps drawing
 * the essays it drew (the other draws use `seededRandom`, @argumenta/contracts/random).
 */
export function lcgRandom(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

const CLAIMS_DIR = new URL('../../test/fixtures/claims-essays/', import.meta.url);
export type ClaimsEssay = {
  arquivo: string;
  input: { texto: string; titulo: string | null; proposta: { titulo: string; texto_apoio: string } };
  /** The thesis as annotated (null: none). */
  tese: string | null;
};
/**
 * The annotated claims essays (test/fixtures/claims-essays, as test/feedback-annotated.test.ts reads them), each with
 * the input the engine is given. Essays held out (`medir_depois`) are not read until the integrator measures them.
 */
export function measuredClaimsEssays(): ClaimsEssay[] {
  const ann = JSON.parse(readFileSync(new URL('anotacoes.json', CLAIMS_DIR), 'utf8')) as {
    propostas: Record<string, { titulo: string; texto_apoio: string }>;
    redacoes: {
      arquivo: string;
      proposta: string;
      titulo: string | null;
      tese: string | null;
      medir_depois?: boolean;
    }[];
  };
  return ann.redacoes
    .filter((r) => !r.medir_depois)
    .map((r) => {
      const texto = readFileSync(new URL(r.arquivo, CLAIMS_DIR), 'utf8');
      return {
        arquivo: r.arquivo,
        input: { texto, titulo: r.titulo, proposta: ann.propostas[r.proposta]! },
        tese: r.tese,
      };
    });
}
