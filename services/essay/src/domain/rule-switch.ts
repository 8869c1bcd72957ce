import {
  aiFindingsOf,
  hiddenBySwitchedOffRule,
  RULE_SWITCH,
  RULE_SWITCH_MESSAGES,
  ruleMaySwitchOff,
  ruleSwitchSchema,
  type Analysis,
  type AuditEntry,
  type AuthUser,
  type SchoolRule,
  type SchoolRules,
} from '@argumenta/contracts';
import { AppError, forbidden, parseOrThrow, withTransaction, type Pool } from '@argumenta/platform';
import { engineMarkStates, setRuleSwitch, switchedOffRules, type Db, type UsersPort } from '@argumenta/essay-domain';
import { markStats } from './mark-stats.js';

export type RuleSwitchDeps = {
  pool: Pool;
  users: UsersPort;
  /** The audit trail's writer: every switch is recorded (none: switching is refused as unavailable). */
  audit?: (entry: AuditEntry) => Promise<unknown>;
};

/** The school's coordinator or an admin; anyone else (a teacher, a student, another school's coordinator) is refused. */
async function assertSchoolCurator(users: UsersPort, user: AuthUser, escolaId: number): Promise<void> {
  if (user.tipo === 'admin') return;
  if (user.tipo === 'coordenador') {
    const [me] = await users.users([user.id]);
    if (me?.escola_id === escolaId) return;
  }
  throw forbidden(RULE_SWITCH_MESSAGES.forbidden);
}

/** A rule no teacher of the school decided on (switched off earlier, or named but never judged). */
const undecidedRule = (regra: string, off: Date | null): SchoolRule => ({
  regra,
  aceitas: 0,
  editadas: 0,
  riscadas: 0,
  decididas: 0,
  precisao: null,
  ativa: !off,
  pode_desligar: false,
  desligada_em: off?.toISOString() ?? null,
});

/** Each C1 rule's precision among the school's teachers' decisions, and the rules it switched off. */
async function schoolRules(db: Db, escolaId: number): Promise<SchoolRule[]> {
  const [stats, off] = await Promise.all([markStats(db, 1, escolaId), switchedOffRules(db, escolaId)]);
  const rules = new Map<string, SchoolRule>();
  for (const r of stats.regras) {
    const decididas = r.aceitas + r.editadas + r.riscadas;
    rules.set(r.regra, {
      regra: r.regra,
      aceitas: r.aceitas,
      editadas: r.editadas,
      riscadas: r.riscadas,
      decididas,
      precisao: r.precisao,
      ativa: !off.has(r.regra),
      pode_desligar: ruleMaySwitchOff({ decididas, precisao: r.precisao }),
      desligada_em: off.get(r.regra)?.toISOString() ?? null,
    });
  }
  for (const [regra, at] of off) if (!rules.has(regra)) rules.set(regra, undecidedRule(regra, at));
  // Least precise first: what a coordinator looks for.
  return [...rules.values()].sort(
    (a, b) => (a.precisao ?? 2) - (b.precisao ?? 2) || b.decididas - a.decididas || a.regra.localeCompare(b.regra),
  );
}

export async function listSchoolRules(deps: RuleSwitchDeps, user: AuthUser, escolaId: number): Promise<SchoolRules> {
  await assertSchoolCurator(deps.users, user, escolaId);
  return { escola_id: escolaId, limiar: RULE_SWITCH, regras: await schoolRules(deps.pool, escolaId) };
}

/**
 * Switches a C1 rule off for the school (only below the precision threshold, with enough decisions) or back on (always);
 * each change is written to the audit trail before the answer goes out.
 */
export async function switchSchoolRule(
  deps: RuleSwitchDeps,
  user: AuthUser,
  escolaId: number,
  body: unknown,
  ip: string | null,
): Promise<{ regra: SchoolRule; alterada: boolean }> {
  await assertSchoolCurator(deps.users, user, escolaId);
  const input = parseOrThrow(ruleSwitchSchema, body ?? {});
  if (!deps.audit) throw new AppError('service_unavailable', 'Auditoria indisponível: tente novamente em instantes.');
  const audit = deps.audit;
  return withTransaction(deps.pool, async (db) => {
    const before = (await schoolRules(db, escolaId)).find((r) => r.regra === input.regra);
    if (!input.ativa && !(before && (before.pode_desligar || !before.ativa)))
      throw new AppError('validation', RULE_SWITCH_MESSAGES.aboveThreshold);
    const alterada = await setRuleSwitch(db, { escolaId, regra: input.regra, ativa: input.ativa, usuarioId: user.id });
    if (alterada)
      await audit({
        acao: 'regra_corretor.alterada',
        ator_id: user.id,
        ator_papel: user.tipo,
        recurso: `escola:${escolaId}`,
        detalhes: {
          escola_id: escolaId,
          regra: input.regra,
          ativa: input.ativa,
          precisao: before?.precisao ?? null,
          decididas: before?.decididas ?? 0,
        },
        ip,
      });
    const after = (await schoolRules(db, escolaId)).find((r) => r.regra === input.regra);
    return { regra: after ?? undecidedRule(input.regra, null), alterada };
  });
}

/** The rules the essay's school switched off (none for an essay whose author belongs to no school). */
export async function switchedOffFor(db: Db, users: UsersPort, authorId: number): Promise<Set<string>> {
  const [author] = await users.users([authorId]).catch(() => []);
  return new Set((await switchedOffRules(db, author?.escola_id ?? null)).keys());
}

/**
 * The engine's findings (keys `c1:3`) no one but a reviewer reads: those a teacher struck out, and the unreviewed ones
 * of a rule the essay's school switched off.
 */
export async function hiddenFindingKeys(
  db: Db,
  users: UsersPort,
  essay: { id: number; usuario_id: number },
  correcaoId: number,
  analysis: Pick<Analysis, 'competencias'> | null,
): Promise<string[]> {
  const [states, off] = await Promise.all([
    engineMarkStates(db, essay.id, correcaoId),
    switchedOffFor(db, users, essay.usuario_id),
  ]);
  const struck = [...states].flatMap(([k, estado]) => (estado === 'riscada' ? [k] : []));
  const switched = aiFindingsOf(analysis).flatMap((f) => {
    const estado = states.get(f.chave) ?? 'sugerida';
    return estado !== 'riscada' && hiddenBySwitchedOffRule({ ...f, origem: 'ia', estado }, off) ? [f.chave] : [];
  });
  return [...struck, ...switched];
}
