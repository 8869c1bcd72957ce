import { randomInt } from 'node:crypto';
import { ACCESS_CODE_LENGTH } from '@argumenta/contracts';
import { PG_UNIQUE_VIOLATION } from '@argumenta/platform';

// Letters and digits without the look-alikes (0/O, 1/I/L) so a code read aloud or copied from a board works.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function generateAccessCode(): string {
  let code = '';
  for (let i = 0; i < ACCESS_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export const isAccessCode = (code: string) => /^[A-Z0-9]{6}$/.test(code);

/** Retries `fn` with fresh codes while the unique index reports a collision. */
export async function withFreshCode<T>(fn: (code: string) => Promise<T>, attempts = 8): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn(generateAccessCode());
    } catch (err) {
      const e = err as { code?: string; constraint?: string };
      if (e.code !== PG_UNIQUE_VIOLATION || e.constraint !== 'salas_codigo_acesso' || i >= attempts) throw err;
    }
  }
}
