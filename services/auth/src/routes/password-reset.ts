import { Router } from 'express';
import {
  CLIENT_IP_HEADER,
  ok,
  PASSWORD_RESET_MESSAGES,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '@argumenta/contracts';
import { parseOrThrow } from '@argumenta/platform';
import type { PasswordReset } from '../domain/password-reset.js';

/**
 * Public routes of the password reset by e-mail. `endSessions` is called with the account once its password changed,
 * so the tokens issued before the change stop working.
 */
export function passwordResetRoutes(reset: PasswordReset, endSessions: (userId: number) => Promise<void>): Router {
  const r = Router();

  // 202 with one message for every valid address: whether a mail goes out is nobody's business but the inbox's.
  r.post('/auth/esqueci-senha', async (req, res) => {
    const { email } = parseOrThrow(passwordResetRequestSchema, req.body ?? {});
    await reset.request(email, req.get(CLIENT_IP_HEADER) || req.ip || 'desconhecido');
    res
      .status(202)
      .json(ok({ validade_minutos: reset.ttlMinutes }, PASSWORD_RESET_MESSAGES.requested(reset.ttlMinutes)));
  });

  r.post('/auth/redefinir-senha', async (req, res) => {
    const input = parseOrThrow(passwordResetSchema, req.body ?? {});
    const userId = await reset.reset(input);
    await endSessions(userId);
    res.json(ok({ redefinida: true }, PASSWORD_RESET_MESSAGES.done));
  });

  return r;
}
