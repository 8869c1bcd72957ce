import { PROPOSAL_MESSAGES } from '@argumenta/contracts';
import { api, SERVICE_TOKEN } from '@argumenta/testkit';
import { useStack, type Actor } from './helpers.js';

const stack = useStack();
const call: typeof stack.call = (...args) => stack.call(...args);
const internal = (method: string, path: string, body?: unknown) =>
  api(stack.svc.url, method, path, { headers: { 'x-service-token': SERVICE_TOKEN }, body });

const TEXTO = 'Texto I\nA desigualdade no acesso à internet ainda exclui milhões de brasileiros.';
async function create(who: Actor, body: Record<string, unknown> = {}) {
  const res = await call(who, 'POST', '/propostas', {
    titulo: 'Inclusão digital no Brasil',
    texto_apoio_original: TEXTO,
    visibilidade: 'publico',
    ...body,
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; titulo: string };
}

describe('proposals CRUD', () => {
  it('creates a proposal with the spec fields and reads it back', async () => {
    const prof = await stack.make('professor', 'Cecília Meireles');
    const res = await call(prof, 'POST', '/propostas', {
      titulo: '  Desafios da mobilidade urbana  ',
      descricao: 'Proposta para o 3º ano',
      tema_principal: 'Mobilidade urbana',
      texto_apoio_original: TEXTO,
      visibilidade: 'publico',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(PROPOSAL_MESSAGES.created);
    expect(res.body.data).toMatchObject({
      titulo: 'Desafios da mobilidade urbana',
      descricao: 'Proposta para o 3º ano',
      tema_principal: 'Mobilidade urbana',
      tipo_conteudo: 'texto',
      texto_apoio_original: TEXTO,
      visibilidade: 'publico',
      sala_id: null,
      sala: null,
      ativa: true,
      ativa_para_correcao: true,
      criador_id: prof.id,
      criado_por: { id: prof.id, nome: 'Cecília Meireles' },
      total_usos: 0,
      imagem_backup_url: null,
      arquivo: null,
      imagens: [],
      pode_editar: true,
    });
    const read = await call(prof, 'GET', `/propostas/${res.body.data.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(res.body.data);
    const aluno = await stack.make('estudante');
    expect((await call(aluno, 'GET', `/propostas/${res.body.data.id}`)).body.data.pode_editar).toBe(false);
  });

  it('validates every field with the spec wording', async () => {
    const prof = await stack.make('professor');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ texto_apoio_original: TEXTO }, 400, PROPOSAL_MESSAGES.titleRequired],
      [{ titulo: '   ', texto_apoio_original: TEXTO }, 400, PROPOSAL_MESSAGES.titleRequired],
      [{ titulo: 'X' }, 400, PROPOSAL_MESSAGES.contentRequired],
      [{ titulo: 'X', texto_apoio_original: '  ' }, 400, PROPOSAL_MESSAGES.contentRequired],
      [{ titulo: 'X', texto_apoio_original: TEXTO, visibilidade: 'turma' }, 400, PROPOSAL_MESSAGES.visibilityInvalid],
      [{ titulo: 'X', texto_apoio_original: TEXTO, visibilidade: 'sala' }, 400, PROPOSAL_MESSAGES.roomRequired],
      [
        { titulo: 'X', texto_apoio_original: TEXTO, visibilidade: 'sala', sala_id: 'abc' },
        400,
        PROPOSAL_MESSAGES.roomRequired,
      ],
      [
        { titulo: 'X', texto_apoio_original: TEXTO, ativa: 'talvez' },
        400,
        'ativa e ativa_para_correcao devem ser verdadeiro ou falso',
      ],
      [{ titulo: 'X'.repeat(201), texto_apoio_original: TEXTO }, 400, 'Título deve ter no máximo 200 caracteres'],
      [{ titulo: 'X', texto_apoio_original: 'Veja [IMAGEM_1]' }, 400, 'A imagem [IMAGEM_1] do texto não foi enviada'],
    ];
    for (const [body, status, message] of cases) {
      const res = await call(prof, 'POST', '/propostas', body);
      expect([res.status, res.body.message]).toEqual([status, message]);
      expect(res.body.success).toBe(false);
    }
    const bad = await stack.call(prof, 'POST', '/propostas', undefined);
    expect(bad.status).toBe(400);
    // JSON syntax errors get the envelope too.
    const raw = await fetch(`${stack.svc.url}/propostas`, {
      method: 'POST',
      headers: { authorization: `Bearer ${prof.token}`, 'content-type': 'application/json' },
      body: '{"titulo":',
    });
    expect(raw.status).toBe(400);
    expect((await call(prof, 'GET', '/propostas/abc')).body.message).toBe(PROPOSAL_MESSAGES.invalidId);
    expect((await call(prof, 'GET', '/propostas/99999999')).status).toBe(404);
    expect((await call(prof, 'GET', '/propostas/99999999')).body.message).toBe(PROPOSAL_MESSAGES.notFound);
  });

  it('every route refuses a request without a valid token', async () => {
    const prof = await stack.make('professor');
    const { id } = await create(prof);
    const routes: [string, string][] = [
      ['GET', '/propostas'],
      ['GET', '/propostas/selecao'],
      ['GET', `/propostas/${id}`],
      ['POST', '/propostas'],
      ['POST', '/propostas/pdf'],
      ['POST', '/propostas/editor'],
      ['PUT', `/propostas/${id}`],
      ['PUT', `/propostas/${id}/editor`],
      ['DELETE', `/propostas/${id}`],
      ['POST', `/propostas/${id}/duplicar`],
      ['GET', `/propostas/${id}/estatisticas`],
      ['GET', `/propostas/${id}/arquivo`],
      ['GET', `/propostas/${id}/imagem/1`],
      ['GET', `/propostas/${id}/imagem-indice/0`],
    ];
    for (const [method, path] of routes) {
      expect([method, path, (await call(undefined, method, path)).status]).toEqual([method, path, 401]);
      const forged = await api(stack.svc.url, method, path, { token: 'not-a-jwt' });
      expect(forged.status).toBe(401);
    }
    // A session token in the URL is never read (issue 48), file routes included.
    expect((await api(stack.svc.url, 'GET', `/propostas/${id}?token=${prof.token}`)).status).toBe(401);
    expect((await api(stack.svc.url, 'GET', `/propostas/${id}/arquivo?token=${prof.token}`)).status).toBe(401);
    // Internal routes need the service token.
    expect((await api(stack.svc.url, 'GET', `/internal/propostas/${id}`, { token: prof.token })).status).toBe(403);
  });

  it('only the creator edits and deletes (admins and other teachers get 403)', async () => {
    const prof = await stack.make('professor');
    const outro = await stack.make('professor');
    const admin = await stack.make('admin');
    const { id } = await create(prof);
    for (const who of [outro, admin]) {
      const put = await call(who, 'PUT', `/propostas/${id}`, { titulo: 'Invadida' });
      expect([put.status, put.body.message]).toEqual([403, PROPOSAL_MESSAGES.onlyCreatorEdits]);
      const del = await call(who, 'DELETE', `/propostas/${id}`);
      expect([del.status, del.body.message]).toEqual([403, PROPOSAL_MESSAGES.onlyCreatorDeletes]);
    }
    const put = await call(prof, 'PUT', `/propostas/${id}`, {
      titulo: 'Inclusão digital',
      texto_apoio_original: 'Novo texto',
      ativa: false,
      descricao: '',
    });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe(PROPOSAL_MESSAGES.updated);
    expect(put.body.data).toMatchObject({
      titulo: 'Inclusão digital',
      texto_apoio_original: 'Novo texto',
      ativa: false,
      descricao: null,
      visibilidade: 'publico',
    });
    expect(Date.parse(put.body.data.data_atualizacao)).toBeGreaterThanOrEqual(Date.parse(put.body.data.data_criacao));
    expect((await call(prof, 'PUT', `/propostas/${id}`, { titulo: '' })).body.message).toBe(
      PROPOSAL_MESSAGES.titleRequired,
    );
    expect((await call(prof, 'PUT', `/propostas/${id}`, { visibilidade: 'sala' })).body.message).toBe(
      PROPOSAL_MESSAGES.roomRequired,
    );
    expect((await call(prof, 'PUT', '/propostas/99999999', { titulo: 'x' })).status).toBe(404);

    const del = await call(prof, 'DELETE', `/propostas/${id}`);
    expect([del.status, del.body.message]).toEqual([200, PROPOSAL_MESSAGES.deleted]);
    expect((await call(prof, 'GET', `/propostas/${id}`)).status).toBe(404);
    expect((await call(prof, 'DELETE', `/propostas/${id}`)).status).toBe(404);
  });

  it('duplicates a visible proposal as a private copy of the caller, and shows statistics', async () => {
    const prof = await stack.make('professor');
    const aluno = await stack.make('estudante', 'Clara Nunes');
    const { id } = await create(prof, { titulo: 'Saúde mental dos jovens' });
    const dup = await call(aluno, 'POST', `/propostas/${id}/duplicar`);
    expect(dup.status).toBe(201);
    expect(dup.body.data).toMatchObject({
      titulo: 'Saúde mental dos jovens (cópia)',
      visibilidade: 'privado',
      criador_id: aluno.id,
      criado_por: { nome: 'Clara Nunes' },
      total_usos: 0,
      texto_apoio_original: TEXTO,
    });
    expect(dup.body.data.id).not.toBe(id);
    const privada = await create(prof, { visibilidade: 'privado' });
    expect((await call(aluno, 'POST', `/propostas/${privada.id}/duplicar`)).status).toBe(403);

    await internal('POST', `/internal/propostas/${id}/uso`, {
      origem: 'redacao',
      referencia_id: 101,
      usuario_id: aluno.id,
    });
    await internal('POST', `/internal/propostas/${id}/uso`, { origem: 'atividade', referencia_id: 7 });
    const stats = await call(aluno, 'GET', `/propostas/${id}/estatisticas`);
    expect(stats.status).toBe(200);
    expect(stats.body.data).toMatchObject({
      proposta_id: id,
      total_usos: 2,
      usos_redacoes: 1,
      usos_atividades: 1,
      usuarios_distintos: 1,
      usos_ultimos_30_dias: 2,
    });
    expect(Date.parse(stats.body.data.ultimo_uso)).not.toBeNaN();
    expect((await call(aluno, 'GET', `/propostas/${privada.id}/estatisticas`)).status).toBe(403);
  });
});

describe('visibility (spec 6): creator, room member, room teacher, outsider, admin', () => {
  let prof: Actor, membro: Actor, outroProf: Actor, fora: Actor, admin: Actor;
  let ids: { publico: number; sala: number; privado: number };
  let sala: { id: number; nome: string };

  beforeAll(async () => {
    prof = await stack.make('professor', 'Paulo Freire');
    membro = await stack.make('estudante');
    outroProf = await stack.make('professor');
    fora = await stack.make('estudante');
    admin = await stack.make('admin');
    sala = await stack.room(prof, membro);
    const tag = `vis-${Date.now()}`;
    ids = {
      publico: (await create(prof, { titulo: `${tag} pública`, visibilidade: 'publico' })).id,
      sala: (await create(prof, { titulo: `${tag} da sala`, visibilidade: 'sala', sala_id: sala.id })).id,
      privado: (await create(prof, { titulo: `${tag} privada`, visibilidade: 'privado' })).id,
    };
  });

  const status = async (who: Actor, id: number) => (await call(who, 'GET', `/propostas/${id}`)).status;

  it('detail: who sees what, 403 with the spec message otherwise', async () => {
    const expected: [string, () => Actor, [number, number, number]][] = [
      ['creator', () => prof, [200, 200, 200]],
      ['room member', () => membro, [200, 200, 403]],
      ['another teacher', () => outroProf, [200, 403, 403]],
      ['outsider student', () => fora, [200, 403, 403]],
      ['admin', () => admin, [200, 200, 200]],
    ];
    for (const [label, who, codes] of expected) {
      expect([
        label,
        await status(who(), ids.publico),
        await status(who(), ids.sala),
        await status(who(), ids.privado),
      ]).toEqual([label, ...codes]);
    }
    const denied = await call(fora, 'GET', `/propostas/${ids.privado}`);
    expect(denied.body.message).toBe(PROPOSAL_MESSAGES.forbidden);
    const detail = await call(membro, 'GET', `/propostas/${ids.sala}`);
    expect(detail.body.data.sala).toEqual({ id: sala.id, nome: sala.nome });
  });

  it('files, statistics and duplication follow the same rule', async () => {
    for (const path of [
      `/propostas/${ids.privado}/estatisticas`,
      `/propostas/${ids.sala}/arquivo`,
      `/propostas/${ids.sala}/imagem/1`,
      `/propostas/${ids.sala}/imagem-indice/0`,
    ]) {
      expect([path, (await call(fora, 'GET', path)).status]).toEqual([path, 403]);
    }
    expect((await call(fora, 'POST', `/propostas/${ids.sala}/duplicar`)).status).toBe(403);
  });

  it('the list holds exactly what each user may see, and filters by visibility', async () => {
    const tag = (await call(prof, 'GET', `/propostas/${ids.publico}`)).body.data.titulo.split(' ')[0];
    const seen = async (who: Actor, extra = '') => {
      const res = await call(who, 'GET', `/propostas?busca=${encodeURIComponent(tag)}${extra}`);
      expect(res.status).toBe(200);
      return (res.body.data.propostas as { id: number }[]).map((p) => p.id).sort((a, b) => a - b);
    };
    const sorted = (...list: number[]) => list.sort((a, b) => a - b);
    expect(await seen(prof)).toEqual(sorted(ids.publico, ids.sala, ids.privado));
    expect(await seen(membro)).toEqual(sorted(ids.publico, ids.sala));
    expect(await seen(outroProf)).toEqual([ids.publico]);
    expect(await seen(fora)).toEqual([ids.publico]);
    expect(await seen(admin)).toEqual(sorted(ids.publico, ids.sala, ids.privado));
    expect(await seen(prof, '&visibilidade=sala')).toEqual([ids.sala]);
    expect(await seen(prof, '&visibilidade=privado')).toEqual([ids.privado]);
    expect(await seen(prof, '&visibilidade=todas')).toHaveLength(3);
    expect(await seen(prof, `&salaId=${sala.id}`)).toEqual([ids.sala]);
    // The picker: active ones only; with salaId, room proposals of other rooms are left out.
    const selecao = await call(membro, 'GET', `/propostas/selecao?busca=${encodeURIComponent(tag)}`);
    expect(selecao.body.data.propostas.map((p: { id: number }) => p.id).sort((a: number, b: number) => a - b)).toEqual(
      sorted(ids.publico, ids.sala),
    );
    expect(Object.keys(selecao.body.data.propostas[0]).sort()).toEqual([
      'ativa_para_correcao',
      'criador_id',
      'id',
      'sala_id',
      'tema_principal',
      'tipo_conteudo',
      'titulo',
      'visibilidade',
    ]);
    const otherRoom = await stack.room(prof);
    const inOther = await call(
      prof,
      'GET',
      `/propostas/selecao?busca=${encodeURIComponent(tag)}&salaId=${otherRoom.id}`,
    );
    expect(inOther.body.data.propostas.map((p: { id: number }) => p.id).sort((a: number, b: number) => a - b)).toEqual(
      sorted(ids.publico, ids.privado),
    );
    await call(prof, 'PUT', `/propostas/${ids.publico}`, { ativa: false });
    expect(
      (await call(fora, 'GET', `/propostas/selecao?busca=${encodeURIComponent(tag)}`)).body.data.propostas,
    ).toEqual([]);
    await call(prof, 'PUT', `/propostas/${ids.publico}`, { ativa: true });
  });

  it('sala visibility needs a room the creator teaches or belongs to; admins may pick any existing room', async () => {
    const res = await call(outroProf, 'POST', '/propostas', {
      titulo: 'X',
      texto_apoio_original: TEXTO,
      visibilidade: 'sala',
      sala_id: sala.id,
    });
    expect([res.status, res.body.message]).toEqual([403, PROPOSAL_MESSAGES.roomNotAllowed]);
    const byMember = await call(membro, 'POST', '/propostas', {
      titulo: 'Da turma',
      texto_apoio_original: TEXTO,
      visibilidade: 'sala',
      salaId: sala.id,
    });
    expect(byMember.status).toBe(201);
    expect(byMember.body.data.sala_id).toBe(sala.id);
    const byAdmin = await call(admin, 'POST', '/propostas', {
      titulo: 'Do admin',
      texto_apoio_original: TEXTO,
      visibilidade: 'sala',
      sala_id: sala.id,
    });
    expect(byAdmin.status).toBe(201);
    const missing = await call(admin, 'POST', '/propostas', {
      titulo: 'X',
      texto_apoio_original: TEXTO,
      visibilidade: 'sala',
      sala_id: 99999999,
    });
    expect([missing.status, missing.body.message]).toEqual([400, PROPOSAL_MESSAGES.roomNotFound]);
    // Moving a proposal to a room one does not teach is refused the same way; leaving sala clears the room.
    const { id } = await create(prof, { visibilidade: 'privado' });
    expect(
      (await call(prof, 'PUT', `/propostas/${id}`, { visibilidade: 'sala', sala_id: (await stack.room(outroProf)).id }))
        .status,
    ).toBe(403);
    const moved = await call(prof, 'PUT', `/propostas/${id}`, { visibilidade: 'sala', sala_id: sala.id });
    expect(moved.body.data).toMatchObject({
      visibilidade: 'sala',
      sala_id: sala.id,
      sala: { id: sala.id, nome: sala.nome },
    });
    const back = await call(prof, 'PUT', `/propostas/${id}`, { visibilidade: 'publico' });
    expect(back.body.data).toMatchObject({ visibilidade: 'publico', sala_id: null, sala: null });
  });

  it('the classroom internal endpoints answer the rooms of a user and room names', async () => {
    const head = { headers: { 'x-service-token': SERVICE_TOKEN } };
    const acesso = await api(stack.classroom.url, 'GET', `/internal/salas/acesso?usuario_id=${membro.id}`, head);
    expect(acesso.body.data.salas).toEqual([{ id: sala.id, nome: sala.nome, papel: 'estudante' }]);
    const teacher = await api(stack.classroom.url, 'GET', `/internal/salas/acesso?usuario_id=${prof.id}`, head);
    expect(teacher.body.data.salas).toContainEqual({ id: sala.id, nome: sala.nome, papel: 'professor' });
    expect((await api(stack.classroom.url, 'GET', '/internal/salas/acesso?usuario_id=abc', head)).status).toBe(400);
    const names = await api(stack.classroom.url, 'GET', `/internal/salas?ids=${sala.id},99999999,x`, head);
    expect(names.body.data.salas).toEqual([{ id: sala.id, nome: sala.nome, professor_id: prof.id }]);
    expect((await api(stack.classroom.url, 'GET', `/internal/salas/acesso?usuario_id=${prof.id}`)).status).toBe(403);
  });
});

describe('list: search, sort, pagination (spec 9: 12 per page, newest first)', () => {
  it('pages of 12 with total and hasMore, every sort and direction, and clear errors for bad values', async () => {
    const prof = await stack.make('professor');
    const tag = `pag${Date.now().toString(36)}`;
    for (let i = 0; i < 14; i++) {
      await create(prof, { titulo: `${tag} ${String.fromCharCode(97 + i)}`, visibilidade: 'privado' });
    }
    const list = (q: string) => call(prof, 'GET', `/propostas?busca=${tag}${q}`);
    const first = await list('');
    expect(first.body.data).toMatchObject({ total: 14, hasMore: true, limite: 12, offset: 0 });
    expect(first.body.data.propostas).toHaveLength(12);
    expect(first.body.data.propostas[0].titulo).toBe(`${tag} n`); // newest first
    const second = await list('&offset=12');
    expect(second.body.data).toMatchObject({ total: 14, hasMore: false });
    expect(second.body.data.propostas.map((p: { titulo: string }) => p.titulo)).toEqual([`${tag} b`, `${tag} a`]);
    expect(
      (await list('&ordenacao=titulo&direcao=ASC&limite=3')).body.data.propostas.map(
        (p: { titulo: string }) => p.titulo,
      ),
    ).toEqual([`${tag} a`, `${tag} b`, `${tag} c`]);
    expect((await list('&ordenacao=titulo&direcao=desc&limite=1')).body.data.propostas[0].titulo).toBe(`${tag} n`);
    expect((await list('&ordenacao=data_criacao&direcao=ASC&limite=1')).body.data.propostas[0].titulo).toBe(`${tag} a`);
    const used = (await list('&ordenacao=titulo&direcao=ASC&limite=1')).body.data.propostas[0].id;
    await internal('POST', `/internal/propostas/${used}/uso`, { referencia_id: 1 });
    expect((await list('&ordenacao=total_usos&direcao=DESC&limite=1')).body.data.propostas[0]).toMatchObject({
      id: used,
      total_usos: 1,
    });
    expect((await list('&ordenacao=total_usos&direcao=ASC&limite=14')).body.data.propostas.at(-1).id).toBe(used);
    // Search is case-insensitive and treats % and _ literally.
    expect((await call(prof, 'GET', `/propostas?busca=${tag.toUpperCase()}%20N`)).body.data.total).toBe(1);
    expect((await call(prof, 'GET', `/propostas?busca=${tag}%25`)).body.data.total).toBe(0);

    const bad: [string, string][] = [
      ['ordenacao=nota', PROPOSAL_MESSAGES.sortInvalid],
      ['direcao=UP', PROPOSAL_MESSAGES.directionInvalid],
      ['visibilidade=turma', PROPOSAL_MESSAGES.visibilityInvalid],
      ['limite=0', PROPOSAL_MESSAGES.limitInvalid],
      ['limite=51', PROPOSAL_MESSAGES.limitInvalid],
      ['limite=abc', PROPOSAL_MESSAGES.limitInvalid],
      ['offset=-1', PROPOSAL_MESSAGES.offsetInvalid],
      ['salaId=x', 'salaId inválido'],
    ];
    for (const [q, message] of bad) {
      const res = await call(prof, 'GET', `/propostas?${q}`);
      expect([q, res.status, res.body.message]).toEqual([q, 400, message]);
    }
  });
});

describe('internal API', () => {
  it('GET /internal/propostas/{id} gives the worker the theme and supporting text; POST …/uso counts once per essay', async () => {
    const prof = await stack.make('professor');
    const { id } = await create(prof, {
      titulo: 'Caminhos para combater a intolerância religiosa',
      tema_principal: 'Intolerância religiosa',
      visibilidade: 'privado',
      ativa_para_correcao: false,
    });
    const res = await internal('GET', `/internal/propostas/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      titulo: 'Caminhos para combater a intolerância religiosa',
      tema_principal: 'Intolerância religiosa',
      texto_apoio_original: TEXTO,
      ativa: true,
      ativa_para_correcao: false,
      visibilidade: 'privado',
    });
    expect((await internal('GET', '/internal/propostas/99999999')).status).toBe(404);

    expect(
      (await internal('POST', `/internal/propostas/${id}/uso`, { origem: 'redacao', referencia_id: 55 })).body.data,
    ).toEqual({ total_usos: 1, registrado: true });
    expect(
      (await internal('POST', `/internal/propostas/${id}/uso`, { origem: 'redacao', referencia_id: 55 })).body.data,
    ).toEqual({ total_usos: 1, registrado: false });
    expect((await internal('POST', `/internal/propostas/${id}/uso`, { referencia_id: 56 })).body.data.total_usos).toBe(
      2,
    );
    expect((await internal('POST', `/internal/propostas/${id}/uso`, {})).body.message).toBe(
      'referencia_id é obrigatório',
    );
    expect((await internal('POST', `/internal/propostas/${id}/uso`, { origem: 'x', referencia_id: 1 })).status).toBe(
      400,
    );
    expect((await internal('POST', '/internal/propostas/99999999/uso', { referencia_id: 1 })).status).toBe(404);
    // Concurrent records of distinct essays all count.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        internal('POST', `/internal/propostas/${id}/uso`, { referencia_id: 1000 + i }),
      ),
    );
    expect((await call(prof, 'GET', `/propostas/${id}`)).body.data.total_usos).toBe(12);
  });
});
