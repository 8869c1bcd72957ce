import { jest } from '@jest/globals';
import { api, closeTestPool, testPool, uniquePrefix, type Running } from '@argumenta/testkit';
import { actors } from '@argumenta/testkit/actors';
import { startAuthService } from '@argumenta/testkit/auth';
import { SAMPLE_ESSAY, startEssayService } from '@argumenta/testkit/essay';
import { PNG } from '@argumenta/testkit/files';

// Issue 49: a photo essay keeps its photo as ground truth (GET /redacoes/:id/foto, for whoever may read the essay),
// the written-line count of its sheet (redacoes.linhas_escritas), and, for a page the recognizer could not read, only
// the lines it read confidently as "what the recognizer read" (the teacher's diff starts from them, not from noise).
jest.setTimeout(120_000);

let auth: Running;
let essay: Awaited<ReturnType<typeof startEssayService>>;
beforeAll(async () => {
  auth = await startAuthService();
  essay = await startEssayService({ authUrl: auth.url, prefix: uniquePrefix('essay-photo') });
});
afterAll(async () => {
  await essay.close();
  await auth.close();
  await closeTestPool();
});

const line = (numero: number, texto: string, confiavel: boolean) => ({
  numero,
  titulo: false,
  x0: 0.1,
  y0: numero / 40,
  x1: 0.9,
  y1: (numero + 1) / 40,
  inicio_tinta: 0.02,
  fim_tinta: 0.95,
  texto,
  confianca: confiavel ? 91 : 30,
  confiavel,
});

/** A finished transcription of a photo, as the OCR worker leaves it (the row written directly). */
async function photoTranscription(userId: number, resultado: unknown): Promise<number> {
  const a = await testPool().query<{ id: number }>(
    `INSERT INTO essay.arquivos (usuario_id, nome, mime, tamanho, conteudo) VALUES ($1, 'folha.png', 'image/png', $2, $3) RETURNING id`,
    [userId, PNG.length, PNG],
  );
  const t = await testPool().query<{ id: number }>(
    `INSERT INTO essay.transcricoes (usuario_id, arquivo_id, referencia_credito, status, resultado, concluida_em)
     VALUES ($1, $2, $3, 'concluida', $4, now()) RETURNING id`,
    [userId, a.rows[0]!.id, `${uniquePrefix('ref')}-t`, resultado],
  );
  return t.rows[0]!.id;
}

it('an unreadable page typed beside the photo: the photo for its owner only, the line count kept, the confident lines as the reading', async () => {
  const [owner, other] = await Promise.all([actors(auth.url)('estudante'), actors(auth.url)('estudante')]);
  const transcricao = await photoTranscription(owner.id, {
    texto: 'L) O n | t 2 à & OCA Jalho',
    legivel: false,
    folha: {
      pautada: true,
      pautas: 30,
      inclinacao: 0,
      corpo: { x0: 0.1, y0: 0.1, x1: 0.9, y1: 0.9 },
      linhas: [line(1, 'A persistência da violência', true), line(2, 'L) O n | t 2', false)],
      linhas_escritas: 9,
      linha_titulo: false,
      alem_da_linha_30: 0,
      avaliacao_enem: null,
      evidencia: '9 linhas escritas nas linhas da folha (linhas 1 a 9).',
    },
  });
  const sent = await api(essay.url, 'POST', '/redacoes/submeter', {
    token: owner.token,
    body: { tipo_envio: 'imagem', texto: SAMPLE_ESSAY, transcricao_id: transcricao, texto_ocr: 'ignorado' },
  });
  expect(sent.status).toBe(202);
  const id = sent.body.data.redacao_id as number;

  const { rows } = await testPool().query('SELECT linhas_escritas, texto_ocr FROM essay.redacoes WHERE id = $1', [id]);
  expect(rows[0]).toEqual({ linhas_escritas: 9, texto_ocr: 'A persistência da violência' });

  const photo = await fetch(`${essay.url}/redacoes/${id}/foto`, {
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  expect(photo.status).toBe(200);
  expect(photo.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);
  const denied = await api(essay.url, 'GET', `/redacoes/${id}/foto`, { token: other.token });
  expect(denied.status).toBe(404);

  const view = await api(essay.url, 'GET', `/redacoes/${id}/submission-feedback`, { token: owner.token });
  expect(view.status).toBe(200);
  expect(view.body.data.foto).toMatchObject({
    transcricao_id: transcricao,
    legivel: false,
    folha: { linhas_escritas: 9, evidencia: expect.stringContaining('9 linhas escritas') },
  });
  expect(view.body.data.redacao_detalhes.linhas_escritas).toBe(9);
});

it('a typed essay has no photo: 404 with the reason, no line count', async () => {
  const owner = await actors(auth.url)('estudante');
  const sent = await api(essay.url, 'POST', '/redacoes/submeter', {
    token: owner.token,
    body: { texto: SAMPLE_ESSAY },
  });
  expect(sent.status).toBe(202);
  const id = sent.body.data.redacao_id as number;
  const photo = await api(essay.url, 'GET', `/redacoes/${id}/foto`, { token: owner.token });
  expect(photo.status).toBe(404);
  expect(photo.body.message).toBe('Esta redação não foi enviada por foto.');
  const view = await api(essay.url, 'GET', `/redacoes/${id}/submission-feedback`, { token: owner.token });
  expect(view.body.data.foto).toBeNull();
  expect(view.body.data.redacao_detalhes.linhas_escritas).toBeNull();
});
