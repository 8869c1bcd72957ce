import { Router } from 'express';
import {
  AUTH_MESSAGES,
  CLIENT_IP_HEADER,
  loginSchema,
  ok,
  PRIVACY_MESSAGES,
  PRIVACY_POLICY_VERSION,
  registerSchema,
  type AuthUser,
} from '@argumenta/contracts';
import { AppError, authOf, keepForUser, parseOrThrow, type Pool } from '@argumenta/platform';
import { cancelDeletion } from '../domain/deletion.js';
import { checkPassword, hashPassword } from '../domain/passwords.js';
import { createUser, findUserByEmail, findUserById, toUser, type UserRow } from '../domain/users.js';
import { loginGuard, type LoginGuardOptions } from '../domain/login-guard.js';
import { myCredits } from '../domain/schoolCredits.js';
import { DEFAULT_HASHING_CEILING, hashingCeiling } from '../domain/hashing-ceiling.js';

export type TokenSigner = (user: AuthUser) => string;

// A fixed hash to compare against when the email is unknown, so both failures cost the same time.
const dummyHash = hashPassword('senha-que-nunca-confere');

export function authRoutes(
  pool: Pool,
  sign: TokenSigner,
  requireAuth: import('express').RequestHandler,
  guardOptions: LoginGuardOptions,
): Router {
  const r = Router();
  const guard = loginGuard(pool, guardOptions);
  const withinCeiling = hashingCeiling(guardOptions.hashing ?? DEFAULT_HASHING_CEILING);

  r.post('/auth/registrar', async (req, res) => {
    const input = parseOrThrow(registerSchema, req.body ?? {});
    const user = await createUser(pool, {
      nome: input.name.trim(),
      email: input.email,
      senha: input.password,
      tipo: 'estudante',
      politicaVersao: PRIVACY_POLICY_VERSION,
    });
    res.status(201).json(ok({ user, token: sign(user) }, 'Conta criada com sucesso!'));
  });

  r.post('/auth/login', async (req, res) => {
    const input = parseOrThrow(loginSchema, req.body ?? {});
    const email = input.email.trim().toLowerCase();
    // The client's address as the gateway resolved it (this service is reachable only from inside the cluster).
    const ip = req.get(CLIENT_IP_HEADER) || req.ip || 'desconhecido';
    const device = await guard.check(email, ip, input.dispositivo);
    const row = await findUserByEmail(pool, input.email);
    const valid = await withinCeiling(async () => checkPassword(row?.senha_hash ?? (await dummyHash), input.password));
    if (!row || !valid) {
      await guard.failed(email, ip, device);
      throw new AppError('unauthorized', AUTH_MESSAGES.invalidCredentials);
    }
    if (row.suspensa_em) throw new AppError('forbidden', AUTH_MESSAGES.suspended);
    const dispositivo = await guard.succeeded(row.id, email, ip, device, input.dispositivo);
    // Logging in during the grace period cancels a deletion the person asked for (not one their school asked for).
    const cancelled = await cancelDeletion(pool, row.id, true);
    // The token carries the role as it is now, read last and signed at once: a deletion or role change holding the row
    // is waited for (and its ending of the sessions, in its transaction, is then in the past).
    const { rows } = await pool.query<UserRow>(
      'UPDATE auth.usuarios SET ultimo_acesso = now() WHERE id = $1 AND suspensa_em IS NULL RETURNING *',
      [row.id],
    );
    if (!rows[0]) throw new AppError('unauthorized', AUTH_MESSAGES.invalidCredentials);
    const user = toUser(rows[0]);
    res.json(
      ok(
        { user, token: sign(user), dispositivo },
        cancelled ? PRIVACY_MESSAGES.cancelledByLogin : 'Login realizado com sucesso!',
      ),
    );
  });

  r.get('/auth/perfil', requireAuth, async (req, res) => {
    const row = await findUserById(pool, authOf(req).id);
    // A token for a deleted user is no longer a session.
    if (!row) throw new AppError('unauthorized', 'Usuário não encontrado. Faça login novamente.');
    keepForUser(res);
    // The networks they coordinate (issue 54): the app shows the network panel's link.
    const redes = await pool.query<{ rede_id: number }>(
      'SELECT rede_id FROM auth.rede_coordenadores WHERE usuario_id = $1 ORDER BY rede_id',
      [row.id],
    );
    res.json(ok({ ...toUser(row), ...(redes.rowCount ? { redes: redes.rows.map((r) => r.rede_id) } : {}) }));
  });

  // Issue 54: who pays the caller's corrections — the school's pool (and their quota on it), then their own credits.
  r.get('/auth/creditos', requireAuth, async (req, res) => {
    keepForUser(res);
    res.json(ok(await myCredits(pool, authOf(req).id)));
  });

  return r;
}
