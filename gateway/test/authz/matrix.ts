import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';
import { inDays } from '@argumenta/testkit/actors';
import { form, PNG, type Who, type World } from './world.js';

/**
 * THE AUTHORIZATION MATRIX: one row per public API route (method + path exactly as the router declares it, under /api).
 *
 * `expect` lists the status each caller gets, in this order:
 *   anonymous · student (owner, in the room) · another student (not in the room) · teacher of another room ·
 *   teacher of the room · admin
 *
 * Adding a route? `gateway/test/authz-matrix.test.ts` fails until it has a row here (its message prints a row to paste).
 * Fill `at` with the ids of the path from the world (world.ts), `send` with a valid body, and `fresh` when the request
 * destroys or changes what it touches (it is then called for each caller). Run
 *   npm run test:unit -- gateway/test/authz-matrix.test.ts
 * and, for a new row, AUTHZ_RECORD=1 prints what each caller really got: read every status as an attacker would
 * before pasting it (a 200 for "another student" on someone's essay is a hole, not an expectation).
 */
export type Params = Record<string, string | number>;
export type Row = {
  expect: readonly [number, number, number, number, number, number];
  /** Path parameters, from the shared world. */
  at?: (w: World) => Params;
  /** Path parameters made fresh for each caller (the request deletes or changes them). */
  fresh?: (w: World, who: Who) => Promise<Params>;
  /** Request body (JSON object or FormData), built for each caller. */
  send?: (w: World, who: Who, params: Params) => unknown;
  /** A new token per caller (the request revokes it). */
  freshToken?: boolean;
  /** Query string appended to the path. */
  query?: string;
};

const essay = (w: World) => ({ id: w.redacao });
const room = (w: World) => ({ id: w.sala.id });
const activity = (w: World) => ({ id: w.atividade.id });
const proposal = (w: World) => ({ id: w.proposta });
const school = (w: World) => ({ id: w.escola });
const network = (w: World) => ({ id: w.rede });
/** The world's essay is SAMPLE_ESSAY as sent (trimmed): its first words, at offset 0. */
const markedPassage = { inicio: 0, fim: 12, trecho: SAMPLE_ESSAY.trim().slice(0, 12) };
const freshMark = async (w: World) => {
  const res = await w.as(w.professorDaSala, 'POST', `/api/redacoes/${w.redacao}/marcacoes`, {
    ...markedPassage,
    competencia: 1,
    comentario: 'Marca para alterar.',
  });
  return { id: w.redacao, marcacaoId: res.body.data.id as number };
};

/** A new draft of the student (the owner), for each caller. */
const studentDraft = async (w: World) => {
  const res = await w.as(w.estudante, 'POST', '/api/rascunhos', { titulo: 'Meu rascunho', texto: 'Texto do aluno.' });
  if (res.status !== 201) throw new Error(`rascunho: ${res.status}`);
  return { id: res.body.data.id as number };
};

export const AUTHZ_MATRIX: Record<string, Row> = {
  // The published API reference: public.
  'GET /api/docs': { expect: [200, 200, 200, 200, 200, 200] },
  'GET /api/docs/openapi.json': { expect: [200, 200, 200, 200, 200, 200] },

  // Auth: public entry points, and the session itself.
  'POST /api/auth/registrar': {
    expect: [201, 201, 201, 201, 201, 201],
    send: (_w, who) => ({
      name: 'Nova Pessoa',
      email: `reg-${who}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@teste.com`,
      password: 'segredo1',
      confirmPassword: 'segredo1',
    }),
  },
  'POST /api/auth/login': {
    expect: [401, 401, 401, 401, 401, 401],
    send: (_w, who) => ({ email: `ninguem-${who}@teste.com`, password: 'errada1' }),
  },
  // Password reset by e-mail: public; an unknown address gets the same 202 as a real one, a token that is not one 400.
  'POST /api/auth/esqueci-senha': {
    expect: [202, 202, 202, 202, 202, 202],
    send: (_w, who) => ({ email: `esqueci-${who}-${Date.now()}@teste.com` }),
  },
  'POST /api/auth/redefinir-senha': {
    expect: [400, 400, 400, 400, 400, 400],
    send: () => ({ token: 'x'.repeat(43), password: 'segredo2', confirmPassword: 'segredo2' }),
  },
  'POST /api/auth/logout': { expect: [401, 200, 200, 200, 200, 200], freshToken: true },
  'GET /api/auth/perfil': { expect: [401, 200, 200, 200, 200, 200] },
  'GET /api/auth/creditos': { expect: [401, 200, 200, 200, 200, 200] },
  // Deleting one's own account (issue 38) asks for the password again: a wrong one schedules nothing (an admin's own
  // account is never deleted this way); the real deletion is gateway/test/lgpd-deletion.test.ts.
  'POST /api/auth/conta/exclusao': { expect: [401, 403, 403, 403, 403, 403], send: () => ({ senha: 'senha-errada' }) },
  // Single sign-on (issue 16): public entry points of a browser redirect flow; off in this stack (not configured), so
  // 404 for all. With SSO on, gateway/test/sso.test.ts covers state, cookie, audience and expiry.
  'GET /api/auth/oidc/config': { expect: [200, 200, 200, 200, 200, 200] },
  'GET /api/auth/oidc/iniciar': { expect: [404, 404, 404, 404, 404, 404] },
  'GET /api/auth/oidc/retorno': { expect: [404, 404, 404, 404, 404, 404] },

  // Admin API: admins only.
  'GET /api/admin/usuarios': { expect: [401, 403, 403, 403, 403, 200] },
  // People screens (issue 54): admins only; an id nobody has is 404 for the admin, so the matrix suspends no one.
  'POST /api/admin/usuarios/importar': {
    expect: [401, 403, 403, 403, 403, 200],
    send: () => ({
      arquivo: Buffer.from('nome,email\nAna Teste,ana.matriz@teste.com\n').toString('base64'),
      simular: true,
    }),
  },
  'POST /api/admin/usuarios/importar-oneroster': {
    expect: [401, 403, 403, 403, 403, 200],
    send: (w) => ({
      arquivos: [
        ['users.csv', 'sourcedId,role,givenName,familyName,email\nu1,student,Ana,Matriz,ana.oneroster@teste.com\n'],
        ['classes.csv', 'sourcedId,title\nc1,Turma Matriz\n'],
        ['enrollments.csv', 'classSourcedId,userSourcedId,role\nc1,u1,student\n'],
      ].map(([nome, texto]) => ({ nome, conteudo: Buffer.from(texto!).toString('base64') })),
      escola_id: w.escola,
      simular: true,
    }),
  },
  'POST /api/admin/usuarios/:id/suspender': {
    expect: [401, 403, 403, 403, 403, 404],
    at: () => ({ id: 2_000_000_000 }),
    send: () => ({ suspensa: true }),
  },
  'PATCH /api/admin/usuarios/:id': {
    expect: [401, 403, 403, 403, 403, 404],
    at: () => ({ id: 2_000_000_000 }),
    send: () => ({ nome: 'Nome Corrigido' }),
  },
  'POST /api/admin/usuarios/:id/senha-temporaria': {
    expect: [401, 403, 403, 403, 403, 404],
    at: () => ({ id: 2_000_000_000 }),
  },
  // Notifications (issue 46): each person's own; someone else's (or none) is 404.
  'GET /api/notificacoes': { expect: [401, 200, 200, 200, 200, 200] },
  'POST /api/notificacoes/lidas': { expect: [401, 200, 200, 200, 200, 200] },
  // Marking read touches only the caller's own rows: another's id (or none) changes nothing and answers 200 like a
  // repeated click (inbox.test.ts checks the other person's stays unread).
  'POST /api/notificacoes/:id/lida': { expect: [401, 200, 200, 200, 200, 200], at: () => ({ id: 2_000_000_000 }) },
  'POST /api/admin/usuarios': {
    expect: [401, 403, 403, 403, 403, 201],
    send: (_w, who) => ({
      nome: 'Criado Pelo Admin',
      email: `adm-${who}-${Date.now()}@teste.com`,
      senha: 'segredo1',
      tipo: 'estudante',
    }),
  },
  'DELETE /api/admin/usuarios/:id': {
    expect: [401, 403, 403, 403, 403, 200],
    fresh: async (w) => ({ id: await w.fresh.usuario() }),
  },
  'POST /api/admin/creditos/adicionar': {
    expect: [401, 403, 403, 403, 403, 200],
    send: (w) => ({ usuario_id: w.estudante.id, quantidade: 5 }),
  },
  'POST /api/admin/usuarios/lote': {
    expect: [401, 403, 403, 403, 403, 200],
    send: (_w, who) => ({
      usuarios: [
        { nome: 'Lote Um', email: `lote-${who}-${Date.now()}@teste.com`, senha: 'segredo1', tipo: 'estudante' },
      ],
    }),
  },
  'GET /api/admin/estatisticas': { expect: [401, 403, 403, 403, 403, 200] },
  // The audit trail (issue 38): admins read all and verify the chain; a coordinator reads their school's (none of these
  // callers is one: gateway/test/lgpd.test.ts covers the coordinator, another school's, and a teacher).
  'GET /api/admin/auditoria': { expect: [401, 403, 403, 403, 403, 200] },
  'GET /api/admin/auditoria/verificacao': { expect: [401, 403, 403, 403, 403, 200] },
  'GET /api/escolas/:id/auditoria': { expect: [401, 403, 403, 403, 403, 200], at: school },
  'GET /api/escolas/:id/retencao': { expect: [401, 403, 403, 403, 403, 200], at: school },
  'PUT /api/escolas/:id/retencao': {
    expect: [401, 403, 403, 403, 403, 200],
    at: school,
    send: () => ({ retencao_meses: null }),
  },

  // Schools (issue 16): admins manage them; a coordinator reads only their own school (none of these callers is one;
  // the coordinator's own and another school's cases are in gateway/test/escola.test.ts and services/auth/test/escolas.test.ts).
  'POST /api/escolas': {
    expect: [401, 403, 403, 403, 403, 201],
    send: (_w, who) => ({ nome: `Escola ${who} ${Date.now()} ${Math.random().toString(36).slice(2, 6)}` }),
  },
  'GET /api/escolas': { expect: [401, 403, 403, 403, 403, 200] },
  'GET /api/escolas/:id': { expect: [401, 403, 403, 403, 403, 200], at: school },
  'GET /api/escolas/:id/membros': { expect: [401, 403, 403, 403, 403, 200], at: school },
  'POST /api/escolas/:id/membros': {
    expect: [401, 403, 403, 403, 403, 200],
    fresh: async (w) => ({ id: w.escola, usuario: await w.fresh.usuario() }),
    send: (_w, _who, p) => ({ usuario_id: p.usuario, papel: 'estudante' }),
  },
  'POST /api/escolas/:id/creditos': {
    expect: [401, 403, 403, 403, 403, 200],
    at: school,
    send: () => ({ quantidade: 5 }),
  },
  // Credits as they are paid (issue 54): the pool's ledger and a teacher's quota, for the school's coordinator and admins
  // (the coordinator's own and another school's cases are in services/auth/test/school-credits.test.ts).
  'GET /api/escolas/:id/creditos': { expect: [401, 403, 403, 403, 403, 200], at: school },
  'PUT /api/escolas/:id/cotas/:usuarioId': {
    expect: [401, 403, 403, 403, 403, 200],
    fresh: async (w) => {
      const usuarioId = await w.fresh.usuario();
      await w.as(w.actors.admin!, 'POST', `/api/escolas/${w.escola}/membros`, {
        usuario_id: usuarioId,
        papel: 'professor',
      });
      return { id: w.escola, usuarioId };
    },
    send: () => ({ limite: 10 }),
  },
  'GET /api/escolas/:id/painel': { expect: [401, 403, 403, 403, 403, 200], at: school },
  // A school's corrector rules (issue 51): its coordinator or an admin (the coordinator's own school and another
  // school's, a teacher and a student of the school: gateway/test/rule-switch.test.ts). Switching on a rule that is on
  // changes nothing.
  'GET /api/escolas/:id/regras-corretor': { expect: [401, 403, 403, 403, 403, 200], at: school },
  'PUT /api/escolas/:id/regras-corretor': {
    expect: [401, 403, 403, 403, 403, 200],
    at: school,
    send: () => ({ regra: 'acentuação', ativa: true }),
  },
  // Networks (issue 54): admins manage them; everyone lists the networks they coordinate (none of these callers does:
  // an empty list); a network's page and panel only for its coordinators (gateway/test/rede.test.ts: a coordinator of
  // another network, a school coordinator, a teacher and a student refused).
  'POST /api/redes': {
    expect: [401, 403, 403, 403, 403, 201],
    send: (_w, who) => ({ nome: `Rede ${who} ${Date.now()} ${Math.random().toString(36).slice(2, 6)}` }),
  },
  'GET /api/redes': { expect: [401, 200, 200, 200, 200, 200] },
  'GET /api/redes/:id': { expect: [401, 403, 403, 403, 403, 200], at: network },
  'GET /api/redes/:id/painel': { expect: [401, 403, 403, 403, 403, 200], at: network },
  'POST /api/redes/:id/escolas': {
    expect: [401, 403, 403, 403, 403, 200],
    fresh: async (w) => ({ id: w.rede, escola: await w.fresh.escola() }),
    send: (_w, _who, p) => ({ escola_id: p.escola }),
  },
  'DELETE /api/redes/:id/escolas/:escolaId': {
    expect: [401, 403, 403, 403, 403, 200],
    fresh: async (w) => {
      const escolaId = await w.fresh.escola();
      await w.as(w.actors.admin!, 'POST', `/api/redes/${w.rede}/escolas`, { escola_id: escolaId });
      return { id: w.rede, escolaId };
    },
  },
  'POST /api/redes/:id/coordenadores': {
    expect: [401, 403, 403, 403, 403, 200],
    // A new teacher each time: had a caller become the network's coordinator, the other rows would change.
    fresh: async (w) => ({ id: w.rede, usuario: await w.fresh.professor() }),
    send: (_w, _who, p) => ({ usuario_id: p.usuario }),
  },
  'DELETE /api/redes/:id/coordenadores/:usuarioId': {
    expect: [401, 403, 403, 403, 403, 200],
    fresh: async (w) => ({ id: w.rede, usuarioId: await w.fresh.coordenadorDaRede() }),
  },

  // Account deletion (issue 38): only the school's coordinator (or an admin) deletes its students; the stack's grace
  // period only schedules it, and DELETE cancels what the admin's POST scheduled (others: 403 before anything).
  'POST /api/escolas/:id/membros/:usuarioId/exclusao': {
    expect: [401, 403, 403, 403, 403, 202],
    fresh: async (w) => ({ id: w.escola, usuarioId: await w.fresh.alunoDaEscola() }),
  },
  'DELETE /api/escolas/:id/membros/:usuarioId/exclusao': {
    expect: [401, 403, 403, 403, 403, 200],
    fresh: async (w) => {
      const usuarioId = await w.fresh.alunoDaEscola();
      await w.as(w.actors.admin!, 'POST', `/api/escolas/${w.escola}/membros/${usuarioId}/exclusao`);
      return { id: w.escola, usuarioId };
    },
  },

  // Data export (issue 38): anyone exports their own data; an export is read and downloaded by its requester only
  // (another school's or a teacher's request for a student is refused: gateway/test/lgpd.test.ts).
  'POST /api/privacidade/exportacoes': { expect: [401, 202, 202, 202, 202, 202], send: () => ({}) },
  'GET /api/privacidade/exportacoes/:id': { expect: [401, 200, 404, 404, 404, 404], at: (w) => ({ id: w.exportacao }) },
  'GET /api/privacidade/exportacoes/:id/arquivo': {
    expect: [401, 200, 404, 404, 404, 404],
    at: (w) => ({ id: w.exportacao }),
  },

  // Dashboards (gateway BFF).
  'GET /api/painel': { expect: [401, 200, 200, 200, 200, 200] },
  'GET /api/painel/visao/:role': { expect: [401, 403, 403, 403, 403, 200], at: () => ({ role: 'professor' }) },

  // Rooms.
  'GET /api/salas': { expect: [401, 200, 200, 200, 200, 200] },
  'POST /api/salas': { expect: [401, 403, 403, 201, 201, 201], send: () => ({ nome: 'Sala nova' }) },
  'POST /api/salas/ingressar': {
    expect: [401, 201, 201, 403, 403, 403],
    fresh: async (w) => ({ codigo: (await w.fresh.sala()).codigo_acesso }),
    send: (_w, _who, p) => ({ codigo_acesso: p.codigo }),
  },
  'GET /api/salas/:id': { expect: [401, 200, 404, 403, 200, 200], at: room },
  // The roster picker (issue 54): the room's teacher (or an admin) searches the school's students and adds them.
  'GET /api/salas/:id/candidatos': { expect: [401, 403, 403, 403, 200, 200], at: room },
  'POST /api/salas/:id/estudantes': {
    expect: [401, 403, 403, 403, 200, 200],
    at: room,
    send: (w) => ({ estudantes: [w.estudante.id] }),
  },
  'PUT /api/salas/:id': {
    expect: [401, 403, 403, 403, 200, 200],
    at: room,
    send: () => ({ descricao: 'Turma da manhã' }),
  },
  'DELETE /api/salas/:id': {
    expect: [401, 403, 403, 403, 200, 200],
    fresh: async (w) => ({ id: (await w.fresh.sala()).id }),
  },
  'POST /api/salas/:id/regenerar-codigo': { expect: [401, 403, 403, 403, 200, 200], at: room },
  'GET /api/salas/:id/estudantes': { expect: [401, 403, 403, 403, 200, 200], at: room },
  'DELETE /api/salas/:id/estudantes/:sid': {
    expect: [401, 403, 403, 403, 200, 200],
    fresh: async (w) => {
      const { sala, aluno } = await w.fresh.salaComAluno();
      return { id: sala.id, sid: aluno.id };
    },
  },
  'GET /api/salas/:id/competencias': { expect: [401, 403, 403, 403, 200, 200], at: room },
  'GET /api/salas/:id/diagnostico': { expect: [401, 403, 403, 403, 200, 200], at: room },
  'GET /api/salas/:id/notas': { expect: [401, 403, 403, 403, 200, 200], at: room },
  // A student's profile: only a teacher of one of the student's rooms, and the admin (issue 36).
  'GET /api/estudantes/:id/perfil': { expect: [401, 403, 403, 403, 200, 200], at: (w) => ({ id: w.estudante.id }) },

  // Activities.
  'GET /api/atividades': { expect: [401, 200, 200, 200, 200, 200] },
  'GET /api/atividades/sala/:salaId': { expect: [401, 200, 404, 403, 200, 200], at: (w) => ({ salaId: w.sala.id }) },
  'POST /api/atividades/criar': {
    expect: [401, 403, 403, 403, 201, 201],
    send: (w) => ({ sala_id: w.sala.id, titulo: 'Nova', tema: 'Tema novo', data_limite: inDays(3) }),
  },
  'GET /api/atividades/:id': { expect: [401, 200, 404, 403, 200, 200], at: activity },
  'PUT /api/atividades/:id': {
    expect: [401, 403, 403, 403, 200, 200],
    at: activity,
    send: () => ({ descricao: 'Leia os textos motivadores.' }),
  },
  'DELETE /api/atividades/:id': {
    expect: [401, 403, 403, 403, 200, 200],
    fresh: async (w) => ({ id: (await w.fresh.atividade()).id }),
  },
  'GET /api/atividades/:id/submissoes': { expect: [401, 403, 403, 403, 200, 200], at: activity },
  'GET /api/atividades/:id/diagnostico': { expect: [401, 403, 403, 403, 200, 200], at: activity },
  // The integrity panel (issue 52): the room's teacher and admins; students never, another room's teacher is told no
  // such activity. The coordinator's cases are in services/essay/test/integrity.test.ts.
  'GET /api/atividades/:id/integridade': { expect: [401, 403, 403, 404, 200, 200], at: activity },
  'GET /api/atividades/:id/submissoes/download': { expect: [401, 403, 403, 403, 200, 200], at: activity },
  // The grade sheet (issue 46): the room's teacher and admins; students refused by role, another teacher by the room.
  'GET /api/atividades/:id/notas': { expect: [401, 403, 403, 403, 200, 200], at: activity },
  // Bulk submission (issue 13): the room's teacher or an admin; the batch's reader sees it, another teacher is told it does
  // not exist. Every caller sends the world's file again: the teacher who sent it gets the same batch back (200,
  // nothing duplicated), the admin a new one (202; the student had already submitted, so nothing is charged).
  'POST /api/atividades/:id/lotes': {
    expect: [401, 403, 403, 403, 200, 202],
    at: activity,
    send: (w) => w.loteCsv(w.estudante),
  },
  'GET /api/atividades/:id/lotes': { expect: [401, 403, 403, 403, 200, 200], at: activity },
  'GET /api/atividades/:id/folhas-resposta.pdf': { expect: [401, 403, 403, 403, 200, 200], at: activity },
  'GET /api/lotes/:id': { expect: [401, 403, 403, 404, 200, 200], at: (w) => ({ id: w.lote }) },
  'POST /api/lotes/:id/reenviar': {
    expect: [401, 403, 403, 404, 409, 409],
    at: (w) => ({ id: w.lote }),
    send: () => ({}),
  },
  'GET /api/lotes/:id/exportar.csv': { expect: [401, 403, 403, 404, 200, 200], at: (w) => ({ id: w.lote }) },
  'GET /api/lotes/:id/exportar.zip': { expect: [401, 403, 403, 404, 200, 200], at: (w) => ({ id: w.lote }) },
  'PUT /api/atividades/:id/submissoes/:redacaoId/revisao': {
    expect: [401, 403, 403, 403, 200, 200],
    at: (w) => ({ id: w.atividade.id, redacaoId: w.redacao }),
    send: () => ({ nota_professor: 720, comentario_professor: 'Bom texto.' }),
  },

  // Essays.
  'POST /api/redacoes/submeter': {
    expect: [401, 202, 202, 202, 202, 202],
    send: () => form({ titulo: 'Livre', texto: SAMPLE_ESSAY, tipo_envio: 'texto' }),
  },
  'GET /api/redacoes': { expect: [401, 200, 200, 200, 200, 200] },
  'GET /api/redacoes/favoritas': { expect: [401, 200, 200, 200, 200, 200] },
  'GET /api/redacoes/revisoes': { expect: [401, 403, 403, 200, 200, 200] },
  'GET /api/redacoes/:id': { expect: [401, 200, 404, 404, 200, 200], at: essay },
  'GET /api/redacoes/:id/status': { expect: [401, 200, 404, 404, 200, 200], at: essay },
  // Not a rewrite: 404 for everyone (the comparison of a real rewrite is covered in services/correction-worker/test/teacher-loop.test.ts).
  'GET /api/redacoes/:id/comparacao': { expect: [401, 404, 404, 404, 404, 404], at: essay },
  // Integrity (issue 52): for the essay's teachers only — not even its author, never another student.
  'GET /api/redacoes/:id/integridade': { expect: [401, 403, 403, 404, 200, 200], at: essay },
  // The teacher's inbox (issue 46): teachers and admins, each their own rooms'.
  'GET /api/redacoes/pendencias': { expect: [401, 403, 403, 200, 200, 200] },
  'GET /api/redacoes/:id/processo': { expect: [401, 200, 404, 404, 200, 200], at: essay },
  'PUT /api/redacoes/:id/favorito': {
    expect: [401, 200, 404, 404, 404, 404],
    at: essay,
    send: () => ({ favorita: true }),
  },
  'DELETE /api/redacoes/:id': {
    expect: [401, 200, 404, 404, 404, 404],
    fresh: async (w) => ({ id: await w.fresh.redacao() }),
  },
  'GET /api/redacoes/:id/feedback': { expect: [401, 200, 404, 404, 200, 200], at: essay },
  'GET /api/redacoes/:id/submission-feedback': { expect: [401, 200, 404, 404, 200, 200], at: essay },
  // The matrix's essay was typed, so it has no photo: 404 for everyone who may read it, the same 404 for the others
  // (owner and teacher reading a real photo: services/essay/test/essay-photo.test.ts).
  'GET /api/redacoes/:id/foto': { expect: [401, 404, 404, 404, 404, 404], at: essay },
  'GET /api/redacoes/:id/pdf': { expect: [401, 200, 404, 404, 200, 200], at: essay },
  'GET /api/redacoes/:id/exportar': { expect: [401, 200, 404, 404, 200, 200], at: essay },
  'GET /api/redacoes/:id/download': { expect: [401, 200, 404, 404, 200, 200], at: essay },
  'PUT /api/redacoes/:id/compartilhar': { expect: [401, 200, 404, 404, 200, 200], at: essay, send: () => ({}) },
  // Revoking an essay's links: its owner, the activity's teacher (shared-link.test.ts) or an admin; anyone else 404.
  'DELETE /api/redacoes/:id/compartilhar': {
    expect: [401, 200, 404, 404, 404, 200],
    fresh: async (w) => ({ id: await w.fresh.redacao() }),
  },
  'GET /api/compartilhado/:token': { expect: [200, 200, 200, 200, 200, 200], at: (w) => ({ token: w.shareToken }) },
  'POST /api/redacoes/:id/liberacao': { expect: [401, 403, 404, 404, 409, 409], at: essay, send: () => ({}) },
  'POST /api/redacoes/:id/recursos': {
    expect: [401, 201, 404, 404, 403, 403],
    at: essay,
    send: () => ({ competencia: 3, motivo: 'O texto articula bem os parágrafos com conectivos variados.' }),
  },
  'GET /api/redacoes/:id/recursos': { expect: [401, 200, 404, 404, 200, 200], at: essay },
  'PUT /api/redacoes/:id/recursos/:recursoId': {
    expect: [401, 403, 404, 404, 200, 403],
    at: (w) => ({ id: w.redacao, recursoId: w.recurso }),
    send: () => ({ decisao: 'rejeitado', comentario: 'A proposta não detalha o meio.' }),
  },

  // Drafts (issue 50): each person's own; anyone else's draft is the same 404 as a missing one.
  'GET /api/rascunhos': { expect: [401, 200, 200, 200, 200, 200] },
  'POST /api/rascunhos': {
    expect: [401, 201, 201, 201, 201, 201],
    send: () => ({ titulo: 'Rascunho', texto: 'Começo do texto.' }),
  },
  'GET /api/rascunhos/:id': { expect: [401, 200, 404, 404, 404, 404], fresh: studentDraft },
  'PUT /api/rascunhos/:id': {
    expect: [401, 200, 404, 404, 404, 404],
    fresh: studentDraft,
    send: () => ({ titulo: 'Outro', texto: 'Texto mudado.' }),
  },
  'GET /api/rascunhos/:id/versoes': { expect: [401, 200, 404, 404, 404, 404], fresh: studentDraft },
  'DELETE /api/rascunhos/:id': { expect: [401, 200, 404, 404, 404, 404], fresh: studentDraft },
  // The teacher's pen (issue 51): the room's teacher and an admin mark; the author only reads; gateway/test/marks.test.ts
  // covers the school's coordinator and the messages.
  'GET /api/redacoes/:id/marcacoes': { expect: [401, 200, 404, 404, 200, 200], at: essay },
  'POST /api/redacoes/:id/marcacoes': {
    expect: [401, 403, 404, 404, 201, 201],
    at: essay,
    send: () => ({ ...markedPassage, competencia: 3, comentario: 'Desenvolva o argumento.' }),
  },
  'PATCH /api/redacoes/:id/marcacoes/:marcacaoId': {
    expect: [401, 403, 404, 404, 200, 200],
    fresh: freshMark,
    send: () => ({ comentario: 'Reescreva com mais detalhe.' }),
  },
  'DELETE /api/redacoes/:id/marcacoes/:marcacaoId': { expect: [401, 403, 404, 404, 200, 200], fresh: freshMark },
  'GET /api/banco-comentarios': { expect: [401, 403, 403, 200, 200, 200] },
  'POST /api/banco-comentarios': {
    expect: [401, 403, 403, 201, 201, 201],
    send: () => ({ competencia: 4, texto: 'Varie os conectivos.' }),
  },
  // The room's teacher's own comment: nobody else finds it (an admin curates the starter set and schools').
  'DELETE /api/banco-comentarios/:id': {
    expect: [401, 403, 403, 404, 200, 404],
    fresh: async (w) => ({
      id: (await w.as(w.professorDaSala, 'POST', '/api/banco-comentarios', { competencia: 1, texto: 'Acentue.' })).body
        .data.id as number,
    }),
  },

  // Transcriptions.
  'POST /api/transcricao': {
    expect: [401, 202, 202, 202, 202, 202],
    send: () => form({}, [['arquivo', PNG, 'foto.png', 'image/png']]),
  },
  'GET /api/transcricao/:id': { expect: [401, 200, 404, 404, 404, 404], at: (w) => ({ id: w.transcricao }) },
  'GET /api/transcricao/:id/imagem': { expect: [401, 200, 404, 404, 404, 404], at: (w) => ({ id: w.transcricao }) },

  // Proposals (room-only proposals of the room's teacher).
  'GET /api/propostas': { expect: [401, 200, 200, 200, 200, 200] },
  'GET /api/propostas/selecao': { expect: [401, 200, 200, 200, 200, 200] },
  'GET /api/propostas/:id': { expect: [401, 200, 403, 403, 200, 200], at: proposal },
  'POST /api/propostas': {
    expect: [401, 201, 201, 201, 201, 201],
    send: () => ({ titulo: 'Minha proposta', texto_apoio_original: 'Texto I.' }),
  },
  'POST /api/propostas/pdf': { expect: [401, 400, 400, 400, 400, 400], send: () => form({ titulo: 'Sem arquivo' }) },
  'POST /api/propostas/transcricao': {
    expect: [401, 400, 400, 400, 400, 400],
    send: () => form({ titulo: 'Sem imagem' }),
  },
  'POST /api/propostas/editor': {
    expect: [401, 201, 201, 201, 201, 201],
    send: () => form({ titulo: 'Editor', conteudo: 'Texto I.' }),
  },
  'PUT /api/propostas/:id/editor': {
    expect: [401, 403, 403, 403, 200, 403],
    at: proposal,
    send: () => form({ descricao: 'Atualizada' }),
  },
  'PUT /api/propostas/:id': {
    expect: [401, 403, 403, 403, 200, 403],
    at: proposal,
    send: () => ({ descricao: 'Atualizada' }),
  },
  'DELETE /api/propostas/:id': {
    expect: [401, 403, 403, 403, 200, 403],
    fresh: async (w) => ({ id: await w.fresh.proposta() }),
  },
  'POST /api/propostas/:id/duplicar': { expect: [401, 201, 403, 403, 201, 201], at: proposal },
  'GET /api/propostas/:id/estatisticas': { expect: [401, 200, 403, 403, 200, 200], at: proposal },
  // Graded references (issue 11): teachers and admins who may see the proposal; a student never (not even a member).
  'GET /api/propostas/:id/referencias': { expect: [401, 403, 403, 403, 200, 200], at: proposal },
  'GET /api/propostas/:id/arquivo': { expect: [401, 200, 403, 403, 200, 200], at: (w) => ({ id: w.propostaPdf }) },
  'GET /api/propostas/:id/imagem/:n': { expect: [401, 200, 403, 403, 200, 200], at: (w) => ({ id: w.proposta, n: 1 }) },
  'GET /api/propostas/:id/imagem-indice/:i': {
    expect: [401, 200, 403, 403, 200, 200],
    at: (w) => ({ id: w.proposta, i: 0 }),
  },
};
