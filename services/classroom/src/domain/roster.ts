import {
  ROSTER_MESSAGES,
  type RosterSyncClass,
  type RosterSyncReport,
  type RosterSyncRequest,
} from '@argumenta/contracts';
import { withTransaction, type Pool, type PoolClient } from '@argumenta/platform';
import { generateAccessCode } from './codes.js';

const key = (escolaId: number, codigo: string) => `${escolaId}\u0000${codigo}`;

class Simulated extends Error {
  constructor(readonly report: RosterSyncReport) {
    super('simulação');
  }
}

/** A new imported room, with a fresh access code (a collision retried under a savepoint, the transaction kept). */
async function createRoom(c: PoolClient, t: RosterSyncRequest['turmas'][number], professorId: number) {
  for (let attempt = 1; ; attempt++) {
    await c.query('SAVEPOINT sala');
    try {
      const { rows } = await c.query<{ id: number }>(
        `INSERT INTO classroom.salas (nome, codigo_acesso, professor_id, escola_id, codigo_turma)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [t.nome, generateAccessCode(), professorId, t.escola_id, t.codigo],
      );
      await c.query('RELEASE SAVEPOINT sala');
      return rows[0]!.id;
    } catch (err) {
      await c.query('ROLLBACK TO SAVEPOINT sala');
      if ((err as { constraint?: string }).constraint !== 'salas_codigo_acesso' || attempt >= 8) throw err;
    }
  }
}

/**
 * Makes the import's classes true in one transaction (issue 54): each class found by (school, code) or created (a new
 * one needs its teacher), its name and teacher brought up to date; each listed student put in the imported classes the
 * file gives and taken out of the school's other imported classes (a move). Running it twice changes nothing.
 */
export async function syncRoster(pool: Pool, req: RosterSyncRequest): Promise<RosterSyncReport> {
  const report: RosterSyncReport = {
    turmas_novas: 0,
    turmas_existentes: 0,
    matriculas_novas: 0,
    matriculas_mantidas: 0,
    matriculas_removidas: 0,
    turmas: [],
    erros: [],
  };
  const run = async (c: PoolClient) => {
    const rooms = new Map<string, number>();
    for (const t of req.turmas) {
      const { rows } = await c.query<{ id: number; nome: string; professor_id: number }>(
        'SELECT id, nome, professor_id FROM classroom.salas WHERE escola_id = $1 AND codigo_turma = $2 FOR UPDATE',
        [t.escola_id, t.codigo],
      );
      const found = rows[0];
      let entry: RosterSyncClass;
      if (found) {
        const professorId = t.professor_id ?? found.professor_id;
        if (found.nome !== t.nome || found.professor_id !== professorId)
          await c.query(
            'UPDATE classroom.salas SET nome = $2, professor_id = $3, data_atualizacao = now() WHERE id = $1',
            [found.id, t.nome, professorId],
          );
        entry = { escola_id: t.escola_id, codigo: t.codigo, sala_id: found.id, nome: t.nome, nova: false };
        report.turmas_existentes++;
      } else if (t.professor_id === null) {
        report.erros.push({
          escola_id: t.escola_id,
          codigo: t.codigo,
          erro: ROSTER_MESSAGES.classNeedsTeacher(t.nome),
        });
        continue;
      } else {
        const id = await createRoom(c, t, t.professor_id);
        entry = { escola_id: t.escola_id, codigo: t.codigo, sala_id: id, nome: t.nome, nova: true };
        report.turmas_novas++;
      }
      rooms.set(key(t.escola_id, t.codigo), entry.sala_id!);
      report.turmas.push(entry);
    }
    for (const m of req.matriculas) {
      const wanted = m.codigos.map((codigo) => rooms.get(key(m.escola_id, codigo))).filter((id) => id !== undefined);
      const { rows: current } = await c.query<{ sala_id: number }>(
        `SELECT e.sala_id FROM classroom.sala_estudantes e JOIN classroom.salas s ON s.id = e.sala_id
          WHERE e.estudante_id = $1 AND s.escola_id = $2 AND s.codigo_turma IS NOT NULL`,
        [m.estudante_id, m.escola_id],
      );
      const have = new Set(current.map((r) => r.sala_id));
      const leave = [...have].filter((id) => !wanted.includes(id));
      if (leave.length) {
        await c.query('DELETE FROM classroom.sala_estudantes WHERE estudante_id = $1 AND sala_id = ANY($2::int[])', [
          m.estudante_id,
          leave,
        ]);
        report.matriculas_removidas += leave.length;
      }
      for (const salaId of new Set(wanted)) {
        if (have.has(salaId)) {
          report.matriculas_mantidas++;
          continue;
        }
        const { rowCount } = await c.query(
          'INSERT INTO classroom.sala_estudantes (sala_id, estudante_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [salaId, m.estudante_id],
        );
        if (rowCount) report.matriculas_novas++;
        else report.matriculas_mantidas++;
      }
    }
    if (req.simular) throw new Simulated(report);
    return report;
  };
  try {
    return await withTransaction(pool, run);
  } catch (err) {
    if (err instanceof Simulated) return err.report;
    throw err;
  }
}
