import { Router } from 'express';
import { AUTH_MESSAGES, loginSchema, ok, registerSchema, type AuthUser } from '@argumenta/contracts';
import { AppError, authOf, parseOrThrow, type Pool } from '@argumenta/platform';
import { checkPassword, hashPassword } from '../domain/passwords.js';
import { createUser, findUserByEmail, findUserById, toUser } from '../domain/users.js';

export type TokenSigner = (user: AuthUser) => string;

// A fixed hash to compare against when the email is unknown, so both failures cost the same time.
const dummyHash = hashPassword('senha-que-nunca-confere');

export function authRoutes(pool: Pool, sign: TokenSigner, requireAuth: import('express').RequestHandler): Router {
  const r = Router();

  r.post('/auth/registrar', async (req, res) => {
    const input = parseOrThrow(registerSchema, req.body ?? {});
    const user = await createUser(pool, { nome: input.name.trim(), email: input.email, senha: input.password, tipo: 'estudante' });
    res.status(201).json(ok({ user, token: sign(user) }, 'Conta criada com sucesso!'));
  });

  r.post('/auth/login', async (req, res) => {
    const input = parseOrThrow(loginSchema, req.body ?? {});
    const row = await findUserByEmail(pool, input.email);
    const valid = await checkPassword(row?.senha_hash ?? (await dummyHash), input.password);
    if (!row || !valid) throw new AppError('unauthorized', AUTH_MESSAGES.invalidCredentials);
    await pool.query('UPDATE auth.usuarios SET ultimo_acesso = now() WHERE id = $1', [row.id]);
    const user = toUser(row);
    res.json(ok({ user, token: sign(user) }, 'Login realizado com sucesso!'));
  });

  r.get('/auth/perfil', requireAuth, async (req, res) => {
    const row = await findUserById(pool, authOf(req).id);
    // A token for a deleted user is no longer a session.
    if (!row) throw new AppError('unauthorized', 'Usuário não encontrado. Faça login novamente.');
    res.json(ok(toUser(row)));
  });

  return r;
}
