import { api, eventually, type JsonResponse } from '@argumenta/testkit';
import { inDays, type Actor } from '@argumenta/testkit/actors';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';
import { form, PNG, textPdf } from '@argumenta/testkit/files';
import type { Stack } from '@argumenta/testkit/stack';

export { form, PNG };

/** The six callers of the authorization matrix, in the order of every row's expected statuses. */
export const WHO = [
  'anonimo',
  'estudante',
  'outroEstudante',
  'professorOutraSala',
  'professorDaSala',
  'admin',
] as const;
export type Who = (typeof WHO)[number];

const must = (res: JsonResponse, status: number, what: string) => {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

/** A one-row batch CSV naming a student (multipart field `arquivo`). */
export const loteCsv = (aluno: Actor) =>
  form({}, [
    [
      'arquivo',
      Buffer.from(`email,titulo,texto\n${aluno.email},Lote,"${SAMPLE_ESSAY.replace(/"/g, '""')}"\n`),
      'turma.csv',
      'text/csv',
    ],
  ]);

/**
 * What the matrix acts on, built through the gateway as users would: a room (its teacher, a student in it), another
 * teacher's room, an activity, the student's corrected activity essay with an appeal and a share link, a free essay, a
 * pending transcription, and two room-only proposals (PDF and editor with an image).
 */
export async function buildWorld(stack: Stack) {
  const gw = stack.gateway.url;
  const [estudante, outroEstudante, professorOutraSala, professorDaSala, admin] = await Promise.all([
    stack.make('estudante'),
    stack.make('estudante'),
    stack.make('professor'),
    stack.make('professor'),
    stack.make('admin'),
  ]);
  const as = (who: Actor | undefined, method: string, path: string, body?: unknown) =>
    api(gw, method, path, { token: who?.token, body });

  const novaSala = async (teacher: Actor, ...students: Actor[]) => {
    const sala = must(
      await as(teacher, 'POST', '/api/salas', { nome: `Sala ${Math.random().toString(36).slice(2, 7)}` }),
      201,
      'sala',
    );
    for (const s of students)
      must(await as(s, 'POST', '/api/salas/ingressar', { codigo_acesso: sala.codigo_acesso }), 201, 'ingressar');
    return sala as { id: number; codigo_acesso: string };
  };
  const novaAtividade = async (salaId: number) =>
    must(
      await as(professorDaSala, 'POST', '/api/atividades/criar', {
        sala_id: salaId,
        titulo: 'Violência',
        tema: 'A violência contra a mulher',
        data_limite: inDays(5),
      }),
      201,
      'atividade',
    ) as { id: number };
  const submeter = async (aluno: Actor, fields: Record<string, string | number> = {}) =>
    must(
      await as(
        aluno,
        'POST',
        '/api/redacoes/submeter',
        form({ titulo: 'Violência contra a mulher', texto: SAMPLE_ESSAY, tipo_envio: 'texto', ...fields }),
      ),
      202,
      'redação',
    ) as { redacao_id: number; job_id: string };

  const sala = await novaSala(professorDaSala, estudante);
  const outraSala = await novaSala(professorOutraSala, outroEstudante);
  const atividade = await novaAtividade(sala.id);
  const entregue = await submeter(estudante, { atividade_id: atividade.id });
  const livre = await submeter(estudante);
  await stack.pipeline!.completed(entregue.job_id);
  await stack.pipeline!.completed(livre.job_id);
  const recurso = must(
    await as(estudante, 'POST', `/api/redacoes/${entregue.redacao_id}/recursos`, {
      competencia: 5,
      motivo: 'Minha proposta tem agente, ação, meio, finalidade e detalhamento.',
    }),
    201,
    'recurso',
  ) as { id: number };
  const share = must(
    await as(estudante, 'PUT', `/api/redacoes/${entregue.redacao_id}/compartilhar`, {}),
    200,
    'compartilhar',
  ) as { token: string };
  const transcricao = must(
    await as(estudante, 'POST', '/api/transcricao', form({}, [['arquivo', PNG, 'foto.png', 'image/png']])),
    202,
    'transcrição',
  ) as { transcricao_id: number };
  const pdf = await textPdf(['Textos motivadores sobre a violência contra a mulher no Brasil.']);
  const propostaPdf = must(
    await as(
      professorDaSala,
      'POST',
      '/api/propostas/pdf',
      form({ titulo: 'Violência (PDF)', visibilidade: 'sala', sala_id: sala.id }, [
        ['pdf', pdf, 'textos.pdf', 'application/pdf'],
      ]),
    ),
    201,
    'proposta pdf',
  ) as { id: number };
  const proposta = must(
    await as(
      professorDaSala,
      'POST',
      '/api/propostas/editor',
      form(
        {
          titulo: 'Violência',
          visibilidade: 'sala',
          sala_id: sala.id,
          conteudo: 'Texto I [IMAGEM_1]',
          imagensMetadata: JSON.stringify([{ id: 1, posicao: 8 }]),
        },
        [['imagens', PNG, 'grafico.png', 'image/png']],
      ),
    ),
    201,
    'proposta editor',
  ) as { id: number };

  // A batch (issue 13) of the room's teacher: one CSV row for the student, who already submitted (reported, not charged).
  const lote = must(
    await as(professorDaSala, 'POST', `/api/atividades/${atividade.id}/lotes`, loteCsv(estudante)),
    202,
    'lote',
  ) as { lote_id: number };

  // A school (issue 16) none of the callers coordinates: only the admin manages it.
  const escola = must(
    await as(admin, 'POST', '/api/escolas', { nome: `Escola ${Math.random().toString(36).slice(2, 9)}` }),
    201,
    'escola',
  ) as { id: number };

  // A network (issue 54) with that school, which none of the callers coordinates: only the admin sees it.
  const rede = must(
    await as(admin, 'POST', '/api/redes', { nome: `Rede ${Math.random().toString(36).slice(2, 9)}` }),
    201,
    'rede',
  ) as { id: number };
  must(await as(admin, 'POST', `/api/redes/${rede.id}/escolas`, { escola_id: escola.id }), 200, 'escola na rede');

  // A finished export of the student's data (issue 38): only its requester reads it.
  const exportacao = must(await as(estudante, 'POST', '/api/privacidade/exportacoes', {}), 202, 'exportação') as {
    id: number;
  };
  await eventually(
    async () =>
      (await as(estudante, 'GET', `/api/privacidade/exportacoes/${exportacao.id}`)).body.data?.status === 'concluida',
    'exportação concluída',
    60_000,
  );

  const actorsByWho: Record<Who, Actor | undefined> = {
    anonimo: undefined,
    estudante,
    outroEstudante,
    professorOutraSala,
    professorDaSala,
    admin,
  };
  return {
    gw,
    as,
    actors: actorsByWho,
    estudante,
    professorDaSala,
    sala,
    outraSala,
    atividade,
    redacao: entregue.redacao_id,
    redacaoLivre: livre.redacao_id,
    recurso: recurso.id,
    shareToken: share.token,
    transcricao: transcricao.transcricao_id,
    proposta: proposta.id,
    propostaPdf: propostaPdf.id,
    escola: escola.id,
    rede: rede.id,
    exportacao: exportacao.id,
    lote: lote.lote_id,
    loteCsv,
    /** Fresh things for the rows whose request destroys or changes what it touches. */
    fresh: {
      sala: () => novaSala(professorDaSala),
      salaComAluno: async () => {
        const aluno = await stack.make('estudante');
        return { sala: await novaSala(professorDaSala, aluno), aluno };
      },
      atividade: () => novaAtividade(sala.id),
      /** A corrected free essay of the student (a pending one cannot be deleted). */
      redacao: async () => {
        const sent = await submeter(estudante);
        await stack.pipeline!.completed(sent.job_id);
        return sent.redacao_id;
      },
      proposta: async () =>
        (
          must(
            await as(professorDaSala, 'POST', '/api/propostas', {
              titulo: 'Apagar',
              visibilidade: 'sala',
              sala_id: sala.id,
              texto_apoio_original: 'Texto de apoio.',
            }),
            201,
            'proposta',
          ) as { id: number }
        ).id,
      usuario: async () => (await stack.make('estudante')).id,
      professor: async () => (await stack.make('professor')).id,
      /** A student placed in the world's school (the school's own account-deletion rows). */
      alunoDaEscola: async () => {
        const id = (await stack.make('estudante')).id;
        must(
          await as(admin, 'POST', `/api/escolas/${escola.id}/membros`, { usuario_id: id, papel: 'estudante' }),
          200,
          'membro da escola',
        );
        return id;
      },
      /** A school of no network (the network rows move schools in and out). */
      escola: async () =>
        (
          must(
            await as(admin, 'POST', '/api/escolas', { nome: `Escola ${Math.random().toString(36).slice(2, 11)}` }),
            201,
            'escola',
          ) as { id: number }
        ).id,
      /** A teacher who coordinates the world's network (the removal row). */
      coordenadorDaRede: async () => {
        const id = (await stack.make('professor')).id;
        must(await as(admin, 'POST', `/api/redes/${rede.id}/coordenadores`, { usuario_id: id }), 200, 'coord. rede');
        return id;
      },
      token: (who: Actor) => stack.token(who),
    },
  };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;
