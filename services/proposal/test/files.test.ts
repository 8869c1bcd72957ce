import { PROPOSAL_MESSAGES } from '@argumenta/contracts';
import { api, SERVICE_TOKEN } from '@argumenta/testkit';
import { describeMarkers, planImages } from '../src/domain/images.js';
import { form, GIF, PNG, textPdf, useStack, type Actor } from './helpers.js';

const stack = useStack();
const upload = (who: Actor | undefined, method: string, path: string, body: FormData) =>
  api(stack.svc.url, method, path, { token: who?.token, body });
const bytes = async (path: string, token?: string) => {
  const res = await fetch(stack.svc.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    body: Buffer.from(await res.arrayBuffer()),
  };
};

const PARAGRAPHS = [
  'TEXTO I',
  'A educação financeira ainda não faz parte do currículo de muitas escolas brasileiras.',
  'TEXTO II',
  'Segundo o Banco Central, sete em cada dez famílias estão endividadas.',
];

describe('PDF proposals (spec 5: PDF only, at most 10 MB; text extracted on the server)', () => {
  it('extracts the supporting text, keeps the original file and serves it back with the header only (never ?token=)', async () => {
    const prof = await stack.make('professor');
    const pdf = await textPdf(PARAGRAPHS);
    const res = await upload(
      prof,
      'POST',
      '/propostas/pdf',
      form(
        {
          titulo: 'Educação financeira',
          descricao: 'Com dois textos',
          visibilidade: 'publico',
          ativa: 'true',
          ativa_para_correcao: 'false',
        },
        [['pdf', pdf, 'proposta educação.pdf', 'application/pdf']],
      ),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(PROPOSAL_MESSAGES.created);
    const p = res.body.data;
    expect(p).toMatchObject({
      titulo: 'Educação financeira',
      tipo_conteudo: 'pdf',
      visibilidade: 'publico',
      ativa: true,
      ativa_para_correcao: false,
      imagem_backup_url: `/api/propostas/${p.id}/arquivo`,
    });
    expect(p.arquivo).toEqual({
      nome: 'proposta educação.pdf',
      tamanho: pdf.length,
      mime: 'application/pdf',
      url: `/api/propostas/${p.id}/arquivo`,
    });
    for (const para of PARAGRAPHS) expect(p.texto_apoio_original).toContain(para);

    const file = await bytes(`/propostas/${p.id}/arquivo`, prof.token);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(file.disposition).toBe(`inline; filename*=UTF-8''${encodeURIComponent('proposta educação.pdf')}`);
    expect(file.body.equals(pdf)).toBe(true);
    const aluno = await stack.make('estudante');
    expect((await bytes(`/propostas/${p.id}/arquivo`, aluno.token)).body.equals(pdf)).toBe(true);
    // A session token in a URL lands in history and logs (issue 48): not read, so the request is anonymous.
    expect((await bytes(`/propostas/${p.id}/arquivo?token=${aluno.token}`)).status).toBe(401);

    // The worker reads the extracted text; the creator may correct it afterwards.
    const internal = await api(stack.svc.url, 'GET', `/internal/propostas/${p.id}`, {
      headers: { 'x-service-token': SERVICE_TOKEN },
    });
    expect(internal.body.data.texto_apoio_original).toContain('sete em cada dez famílias');
    const edited = await api(stack.svc.url, 'PUT', `/propostas/${p.id}`, {
      token: prof.token,
      body: { texto_apoio_original: 'Texto revisado' },
    });
    expect(edited.body.data).toMatchObject({ tipo_conteudo: 'pdf', texto_apoio_original: 'Texto revisado' });
    expect(edited.body.data.arquivo).not.toBeNull();
    // A text proposal has no file.
    const plain = await api(stack.svc.url, 'POST', '/propostas', {
      token: prof.token,
      body: { titulo: 'T', texto_apoio_original: 'x', visibilidade: 'publico' },
    });
    const none = await api(stack.svc.url, 'GET', `/propostas/${plain.body.data.id}/arquivo`, { token: prof.token });
    expect([none.status, none.body.message]).toEqual([404, PROPOSAL_MESSAGES.noFile]);
  });

  it('rejects a missing file, a non-PDF (by its bytes, whatever its name), an unreadable PDF and a file over 10 MB', async () => {
    const prof = await stack.make('professor');
    const fields = { titulo: 'Proposta', visibilidade: 'privado' };
    const missing = await upload(prof, 'POST', '/propostas/pdf', form(fields));
    expect([missing.status, missing.body.message]).toEqual([400, PROPOSAL_MESSAGES.pdfRequired]);
    const fake = await upload(
      prof,
      'POST',
      '/propostas/pdf',
      form(fields, [['pdf', PNG, 'disfarçado.pdf', 'application/pdf']]),
    );
    expect([fake.status, fake.body.message]).toEqual([415, PROPOSAL_MESSAGES.pdfOnly]);
    const broken = await upload(
      prof,
      'POST',
      '/propostas/pdf',
      form(fields, [['pdf', Buffer.from('%PDF-1.4\nisto não é um pdf de verdade'), 'quebrado.pdf', 'application/pdf']]),
    );
    expect([broken.status, broken.body.message]).toEqual([422, PROPOSAL_MESSAGES.pdfUnreadable]);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.4\n');
    const tooBig = await upload(
      prof,
      'POST',
      '/propostas/pdf',
      form(fields, [['pdf', big, 'grande.pdf', 'application/pdf']]),
    );
    expect([tooBig.status, tooBig.body.message]).toEqual([413, PROPOSAL_MESSAGES.pdfTooLarge]);
    const noTitle = await upload(
      prof,
      'POST',
      '/propostas/pdf',
      form({ visibilidade: 'privado' }, [['pdf', await textPdf(['x']), 'a.pdf', 'application/pdf']]),
    );
    expect([noTitle.status, noTitle.body.message]).toEqual([400, PROPOSAL_MESSAGES.titleRequired]);
    const wrongField = await upload(
      prof,
      'POST',
      '/propostas/pdf',
      form(fields, [['arquivo', await textPdf(['x']), 'a.pdf', 'application/pdf']]),
    );
    expect([wrongField.status, wrongField.body.message]).toEqual([400, 'Campo de arquivo inesperado: arquivo']);
    // Nothing was stored by the refused uploads (this teacher's private proposals).
    expect(
      (await api(stack.svc.url, 'GET', '/propostas?visibilidade=privado', { token: prof.token })).body.data.total,
    ).toBe(0);
  });

  it('a PDF without selectable text is kept, with a message saying the AI will use the title only', async () => {
    const prof = await stack.make('professor');
    const res = await upload(
      prof,
      'POST',
      '/propostas/pdf',
      form({ titulo: 'Só desenho' }, [['pdf', await textPdf([]), 'vazio.pdf', 'application/pdf']]),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(PROPOSAL_MESSAGES.pdfNoText);
    expect(res.body.data).toMatchObject({ texto_apoio_original: '', tipo_conteudo: 'pdf', visibilidade: 'privado' });
  });
});

describe('editor proposals: text with inline images ([IMAGEM_n] markers)', () => {
  it('images round-trip by number and by index; edits add, describe and drop images with their markers', async () => {
    const prof = await stack.make('professor');
    const conteudo = 'Observe o gráfico:\n[IMAGEM_1]\nE a charge:\n[IMAGEM_2]\nFim.';
    const meta = JSON.stringify([
      { id: 1, posicao: conteudo.indexOf('[IMAGEM_1]'), descricao: 'Gráfico do IBGE' },
      { id: 2, posicao: conteudo.indexOf('[IMAGEM_2]') },
    ]);
    const res = await upload(
      prof,
      'POST',
      '/propostas/editor',
      form({ titulo: 'Trabalho infantil', conteudo, visibilidade: 'publico', imagensMetadata: meta }, [
        ['imagens', PNG, 'grafico.png', 'image/png'],
        ['imagens', GIF, 'charge.gif', 'image/gif'],
      ]),
    );
    expect(res.status).toBe(201);
    const p = res.body.data;
    expect(p).toMatchObject({
      tipo_conteudo: 'editor',
      texto_apoio_original: conteudo,
      total_imagens: 2,
      imagem_backup_url: null,
    });
    expect(p.imagens).toEqual([
      {
        numero: 1,
        indice: 0,
        descricao: 'Gráfico do IBGE',
        nome: 'grafico.png',
        mime: 'image/png',
        tamanho: PNG.length,
        url: `/api/propostas/${p.id}/imagem/1`,
      },
      {
        numero: 2,
        indice: 1,
        descricao: null,
        nome: 'charge.gif',
        mime: 'image/gif',
        tamanho: GIF.length,
        url: `/api/propostas/${p.id}/imagem/2`,
      },
    ]);
    const aluno = await stack.make('estudante');
    const one = await bytes(`/propostas/${p.id}/imagem/1`, aluno.token);
    expect([one.status, one.type, one.body.equals(PNG)]).toEqual([200, 'image/png', true]);
    expect((await bytes(`/propostas/${p.id}/imagem-indice/1`, aluno.token)).body.equals(GIF)).toBe(true);
    expect((await bytes(`/propostas/${p.id}/imagem/3`, aluno.token)).status).toBe(404);
    expect((await bytes(`/propostas/${p.id}/imagem-indice/2`, aluno.token)).status).toBe(404);
    expect((await bytes(`/propostas/${p.id}/imagem/0`, aluno.token)).status).toBe(400);
    expect((await bytes(`/propostas/${p.id}/imagem-indice/x`, aluno.token)).status).toBe(400);

    // The worker gets the descriptions in place of the markers.
    const internal = await api(stack.svc.url, 'GET', `/internal/propostas/${p.id}`, {
      headers: { 'x-service-token': SERVICE_TOKEN },
    });
    expect(internal.body.data.texto_apoio_original).toBe(
      'Observe o gráfico:\n[Imagem 1: Gráfico do IBGE]\nE a charge:\n[Imagem 2]\nFim.',
    );

    // Edit: image 1 removed with its marker, image 2 described, image 3 added.
    const novo = 'E a charge:\n[IMAGEM_2]\nNovo mapa: [IMAGEM_3]';
    const put = await upload(
      prof,
      'PUT',
      `/propostas/${p.id}/editor`,
      form(
        {
          conteudo: novo,
          imagensMetadata: JSON.stringify([
            { id: 2, descricao: 'Charge de 2019' },
            { id: 3, posicao: 30, descricao: 'Mapa' },
          ]),
        },
        [['imagens', PNG, 'mapa.png', 'image/png']],
      ),
    );
    expect(put.status).toBe(200);
    expect(put.body.data.texto_apoio_original).toBe(novo);
    expect(
      put.body.data.imagens.map((i: { numero: number; descricao: string | null; indice: number }) => [
        i.numero,
        i.indice,
        i.descricao,
      ]),
    ).toEqual([
      [2, 0, 'Charge de 2019'],
      [3, 1, 'Mapa'],
    ]);
    expect((await bytes(`/propostas/${p.id}/imagem/1`, prof.token)).status).toBe(404);
    expect((await bytes(`/propostas/${p.id}/imagem-indice/0`, prof.token)).body.equals(GIF)).toBe(true);
    // Removing the last markers turns it back into a text proposal (JSON PUT keeps the rule too).
    const plain = await api(stack.svc.url, 'PUT', `/propostas/${p.id}`, {
      token: prof.token,
      body: { texto_apoio_original: 'Sem imagens agora.' },
    });
    expect(plain.body.data).toMatchObject({ tipo_conteudo: 'texto', imagens: [], total_imagens: 0 });
    // Only the creator edits, images included.
    const other = await upload(aluno, 'PUT', `/propostas/${p.id}/editor`, form({ conteudo: 'x' }));
    expect([other.status, other.body.message]).toEqual([403, PROPOSAL_MESSAGES.onlyCreatorEdits]);
  });

  it('refuses markers without images, images without markers, bad metadata, non-images and too many images', async () => {
    const prof = await stack.make('professor');
    const post = (fields: Record<string, string>, files: [string, Buffer, string, string][] = []) =>
      upload(prof, 'POST', '/propostas/editor', form({ titulo: 'Com imagens', ...fields }, files));
    const png = (name = 'a.png'): [string, Buffer, string, string] => ['imagens', PNG, name, 'image/png'];
    const cases: [Awaited<ReturnType<typeof post>>, number, string][] = [
      [await post({}), 400, PROPOSAL_MESSAGES.contentRequired],
      [await post({ conteudo: 'Veja [IMAGEM_1]' }), 400, 'A imagem [IMAGEM_1] do texto não foi enviada'],
      [
        await post({ conteudo: 'Sem marcador', imagensMetadata: '[{"id":1}]' }, [png()]),
        400,
        'A imagem 1 não aparece no texto (marcador [IMAGEM_1])',
      ],
      [await post({ conteudo: '[IMAGEM_1]', imagensMetadata: '{' }, [png()]), 400, PROPOSAL_MESSAGES.metadataInvalid],
      [
        await post({ conteudo: '[IMAGEM_1]', imagensMetadata: '[{"id":"um"}]' }, [png()]),
        400,
        PROPOSAL_MESSAGES.metadataInvalid,
      ],
      [await post({ conteudo: '[IMAGEM_1]' }, [png()]), 400, PROPOSAL_MESSAGES.metadataMismatch],
      [
        await post({ conteudo: '[IMAGEM_1]', imagensMetadata: '[{"id":1},{"id":1}]' }, [png(), png()]),
        400,
        'imagensMetadata repete a imagem 1',
      ],
      [
        await post({ conteudo: '[IMAGEM_1]', imagensMetadata: '[{"id":1}]' }, [
          ['imagens', Buffer.from('%PDF-1.4'), 'a.png', 'image/png'],
        ]),
        415,
        PROPOSAL_MESSAGES.imageType,
      ],
      [
        await post({ conteudo: '[IMAGEM_1]', imagensMetadata: '[{"id":1}]' }, [
          ['imagens', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'a.png', 'image/png'],
        ]),
        413,
        PROPOSAL_MESSAGES.imageTooLarge,
      ],
      [
        await post(
          { conteudo: '[IMAGEM_1]', imagensMetadata: '[{"id":1}]' },
          Array.from({ length: 11 }, () => png()),
        ),
        400,
        PROPOSAL_MESSAGES.tooManyImages,
      ],
    ];
    for (const [res, status, message] of cases) expect([res.status, res.body.message]).toEqual([status, message]);
    const ok = await post({ conteudo: 'Só texto pelo editor' });
    expect(ok.status).toBe(201);
    expect(ok.body.data.tipo_conteudo).toBe('texto');
  });
});

describe('planImages and describeMarkers (pure)', () => {
  const file = { buffer: PNG, originalname: 'x.png', size: PNG.length };
  it('matches new files in order, keeps and describes existing images, drops unreferenced ones', () => {
    const plan = planImages({
      text: '[IMAGEM_2] e [IMAGEM_5] e [IMAGEM_2]',
      existing: [1, 2],
      metadata: [
        { id: 2, descricao: 'nova descrição' },
        { id: 5, posicao: 13 },
      ],
      files: [file],
    });
    expect(plan.remove).toEqual([1]);
    expect(plan.describe).toEqual([{ numero: 2, descricao: 'nova descrição' }]);
    expect(plan.add.map((a) => [a.numero, a.mime, a.descricao])).toEqual([[5, 'image/png', null]]);
    expect(planImages({ text: 'nada', existing: [], metadata: [], files: [] })).toEqual({
      add: [],
      describe: [],
      remove: [],
    });
    expect(() => planImages({ text: '[IMAGEM_1]', existing: [1], metadata: [{ id: 1 }], files: [file] })).toThrow(
      PROPOSAL_MESSAGES.metadataMismatch,
    );
  });
  it('replaces markers with descriptions', () => {
    expect(describeMarkers('a [IMAGEM_1] b [IMAGEM_9]', new Map([[1, 'Tabela']]))).toBe(
      'a [Imagem 1: Tabela] b [Imagem 9]',
    );
  });
});
