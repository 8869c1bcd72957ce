import { Router } from 'express';
import { ERASED_NAME, ok, type ErasureReport } from '@argumenta/contracts';
import { parseId, type Pool } from '@argumenta/platform';

/**
 * Data protection (issue 38), for the auth service only: erasing one person's data here. A student's memberships
 * stay (a room's size and its activities' figures still add up; the auth service already shows the row as an erased
 * account); a teacher's name snapshot on their rooms goes.
 */
export function privacyInternalRoutes(pool: Pool): Router {
  const r = Router();
  r.post('/internal/titulares/:id/apagar', async (req, res) => {
    const id = parseId(req.params.id, 'ID do usuário inválido');
    const rooms = await pool.query(
      'UPDATE classroom.salas SET professor_nome = $2 WHERE professor_id = $1 AND professor_nome <> $2',
      [id, ERASED_NAME],
    );
    res.json(ok<ErasureReport>({ servico: 'classroom', apagados: { nomes_em_salas: rooms.rowCount ?? 0 } }));
  });
  // For the essay service's export job: the rooms the person joined (the requester was checked by the auth service).
  r.get('/internal/titulares/:id/dados', async (req, res) => {
    const id = parseId(req.params.id, 'ID do usuário inválido');
    const { rows } = await pool.query(
      `SELECT m.sala_id, s.nome AS sala_nome, s.professor_nome, m.data_entrada FROM classroom.sala_estudantes m
         JOIN classroom.salas s ON s.id = m.sala_id WHERE m.estudante_id = $1 ORDER BY m.data_entrada, m.sala_id`,
      [id],
    );
    res.json(ok({ salas: rows }));
  });
  return r;
}
