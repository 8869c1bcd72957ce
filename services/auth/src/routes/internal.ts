import { Router } from 'express';
import { creditOperationSchema, creditOperationsSchema, ok, type CreditOperationOutcome } from '@argumenta/contracts';
import { AppError, parseId, parseOrThrow, type Pool } from '@argumenta/platform';
import { z } from 'zod';
import { confirm, refund, reserve, reserveItems, reserveMany } from '../domain/credits.js';
import { findUserById, toUser } from '../domain/users.js';

const referenceSchema = z.object({ referencia: z.string().min(1).max(200) });
const itemsSchema = z.object({
  usuario_id: z.number().int().positive(),
  itens: z
    .array(z.object({ referencia: z.string().min(1).max(200), motivo: z.string().max(200).optional() }))
    .min(1)
    .max(20_000),
  creditos_escola: z.boolean().default(false),
});

/** Service-to-service API (service token checked by the caller of this router). */
export function internalRoutes(pool: Pool): Router {
  const r = Router();
  r.post('/internal/creditos/reservar', async (req, res) => {
    const op = parseOrThrow(creditOperationSchema, req.body);
    res.json(
      ok(
        await reserve(pool, op.usuario_id, op.referencia, op.quantidade, op.motivo, { schoolPool: op.creditos_escola }),
      ),
    );
  });
  // Many users' reservations at once (the essay service gathers a burst's): each decided on its own, as above. A
  // refusal is that item's answer; anything else (the database away) fails the call, so the caller treats every item
  // as undecided and gives back whatever was reserved.
  r.post('/internal/creditos/reservar-varias', async (req, res) => {
    const { reservas } = parseOrThrow(creditOperationsSchema, req.body);
    const settled = await reserveMany(pool, reservas);
    for (const s of settled) if (s.status === 'rejected' && !(s.reason instanceof AppError)) throw s.reason;
    const resultados = settled.map((s): CreditOperationOutcome => {
      if (s.status === 'fulfilled') return { creditos_disponiveis: s.value.creditos_disponiveis };
      const err = s.reason as AppError;
      return { erro: { codigo: err.code, mensagem: err.message } };
    });
    res.json(ok({ resultados }));
  });
  // A batch: one credit per item under its own reference, all or none (402).
  r.post('/internal/creditos/reservar-itens', async (req, res) => {
    const op = parseOrThrow(itemsSchema, req.body);
    res.json(ok(await reserveItems(pool, op.usuario_id, op.itens, { schoolPool: op.creditos_escola })));
  });
  r.post('/internal/creditos/confirmar', async (req, res) => {
    const { referencia } = parseOrThrow(referenceSchema, req.body);
    res.json(ok(await confirm(pool, referencia)));
  });
  r.post('/internal/creditos/estornar', async (req, res) => {
    const { referencia } = parseOrThrow(referenceSchema, req.body);
    res.json(ok(await refund(pool, referencia)));
  });
  // Batched lookup so a room of 60 students costs one call: GET /internal/usuarios?ids=1,2,3
  r.get('/internal/usuarios', async (req, res) => {
    const ids = String(req.query.ids ?? '')
      .split(',')
      .map((s) => Number(s))
      .filter((n) => Number.isSafeInteger(n) && n > 0)
      .slice(0, 1000);
    const { rows } = await pool.query(
      'SELECT id, nome, email, tipo, ultimo_acesso, escola_id FROM auth.usuarios WHERE id = ANY($1::int[])',
      [ids],
    );
    res.json(ok({ usuarios: rows }));
  });
  r.get('/internal/usuarios/:id', async (req, res) => {
    const row = await findUserById(pool, parseId(req.params.id));
    res.json(ok(row ? toUser(row) : null));
  });
  return r;
}
