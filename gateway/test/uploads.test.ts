import { deflateSync, crc32 } from 'node:zlib';
import { jest } from '@jest/globals';
import sharp from 'sharp';
import { safeFileName, TOO_MANY_PIXELS_MESSAGE } from '@argumenta/platform';
import { api, testPool } from '@argumenta/testkit';
import type { Actor } from '@argumenta/testkit/actors';
import { form, PNG, textPdf } from '@argumenta/testkit/files';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';
import { startStack, type Stack } from '@argumenta/testkit/stack';

// Hostile uploads through the real gateway and services: the type comes from the bytes, decompression bombs are refused
// from their header, malformed PDFs are a clear 4xx, disguised SVG/HTML never pass as images, and file names lose
// their paths. A refusal charges nothing and stores nothing.
jest.setTimeout(120_000);

let stack: Stack;
let student: Actor;
let teacher: Actor;
beforeAll(async () => {
  stack = await startStack({ name: 'uploads' });
  [student, teacher] = await Promise.all([stack.make('estudante'), stack.make('professor')]);
});
afterAll(async () => {
  await stack.close();
});

const send = (who: Actor, path: string, body: FormData, method = 'POST') =>
  api(stack.gateway.url, method, path, { token: who.token, body });
const credits = async (who: Actor) =>
  (await api(stack.gateway.url, 'GET', '/api/auth/perfil', { token: who.token })).body.data
    .creditos_disponiveis as number;
// Rows of this test's own users only: other suites write to the same tables of the shared test database meanwhile.
const count = async (table: 'essay.arquivos' | 'proposal.propostas') => {
  const [owner, who] = table === 'essay.arquivos' ? ['usuario_id', student] : ['criador_id', teacher];
  return (
    await testPool().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${owner} = $1`, [who.id])
  ).rows[0]!.n;
};

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A valid PNG of a few hundred bytes declaring width × height (a decompression bomb when large: all rows are zeros). */
function bombPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth 1
  ihdr[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const rows = deflateSync(Buffer.concat(Array.from({ length: 64 }, () => row)), { level: 9 });
  return Buffer.concat([PNG.subarray(0, 8), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="fetch(\'/api/auth/perfil\')"><script>alert(1)</script></svg>',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

describe('essay photo for transcription (POST /api/transcricao)', () => {
  it('refuses a decompression bomb from its header (422, Portuguese), charging and storing nothing', async () => {
    // 144 megapixels: under sharp's own default ceiling (268 MP), so only our limit stops it.
    const bomb = bombPng(12_000, 12_000);
    expect(bomb.length).toBeLessThan(5_000);
    const [before, files] = [await credits(student), await count('essay.arquivos')];
    const res = await send(student, '/api/transcricao', form({}, [['arquivo', bomb, 'foto.png', 'image/png']]));
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(TOO_MANY_PIXELS_MESSAGE);
    expect(await credits(student)).toBe(before);
    expect(await count('essay.arquivos')).toBe(files);
  });

  it('accepts a phone photo (12 MP)', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#fff' } })
      .jpeg({ quality: 60 })
      .toBuffer();
    const res = await send(student, '/api/transcricao', form({}, [['arquivo', big, 'foto.png', 'image/png']]));
    expect(res.status).toBe(202);
  });

  it('refuses SVG and HTML whatever the name and declared type says, and a truncated JPEG', async () => {
    const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const before = await credits(student);
    for (const [bytes, name, type, status] of [
      [SVG, 'foto.png', 'image/png', 415],
      [SVG, 'foto.svg', 'image/svg+xml', 415],
      [HTML, 'foto.jpg', 'image/jpeg', 415],
      [jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'metade.jpg', 'image/jpeg', 422],
    ] as const) {
      const res = await send(student, '/api/transcricao', form({}, [['arquivo', bytes, name, type]]));
      expect({ name, status: res.status }).toEqual({ name, status });
      expect(res.body.error.message).toMatch(/imagem|Formato/);
    }
    expect(await credits(student)).toBe(before);
  });

  it('keeps only the last segment of a file name sent with a path', async () => {
    for (const [name, stored] of [
      ['../../etc/passwd.png', 'passwd.png'],
      ['C:\\Users\\aluno\\foto.png', 'foto.png'],
    ] as const) {
      const res = await send(student, '/api/transcricao', form({}, [['arquivo', PNG, name, 'image/png']]));
      expect({ name, status: res.status }).toEqual({ name, status: 202 });
      const row = await testPool().query<{ nome: string }>(
        'SELECT a.nome FROM essay.transcricoes t JOIN essay.arquivos a ON a.id = t.arquivo_id WHERE t.id = $1',
        [res.body.data.transcricao_id],
      );
      expect(row.rows[0]!.nome).toBe(stored);
    }
    // Control characters cannot even travel in a part header: the malformed body is a 400 in Portuguese.
    const ctrl = await send(student, '/api/transcricao', form({}, [['arquivo', PNG, 'fo\u0007to.png', 'image/png']]));
    expect(ctrl.status).toBe(400);
    expect(ctrl.body.error.message).toMatch(/malformado/);
    // What reaches the service is cleaned the same way whatever the route.
    expect(
      ['../../a.pdf', 'C:\\x\\b.jpg', '..', '', 'c\u0000d.png', 'n'.repeat(300)].map((n) => safeFileName(n, 'arquivo')),
    ).toEqual(['a.pdf', 'b.jpg', 'arquivo', 'arquivo', 'cd.png', 'n'.repeat(200)]);
  });
});

describe('essay submitted as a PDF or a photo (POST /api/redacoes/submeter)', () => {
  it('checks the declared kind against the bytes: HTML named .pdf, SVG as imagem are 415 and cost nothing', async () => {
    const before = await credits(student);
    const pdfAsHtml = await send(
      student,
      '/api/redacoes/submeter',
      form({ texto: SAMPLE_ESSAY, tipo_envio: 'pdf' }, [['arquivo', HTML, 'redacao.pdf', 'application/pdf']]),
    );
    expect(pdfAsHtml.status).toBe(415);
    expect(pdfAsHtml.body.error.message).toBe('Envie apenas arquivos PDF');
    const svg = await send(
      student,
      '/api/redacoes/submeter',
      form({ texto: SAMPLE_ESSAY, tipo_envio: 'imagem' }, [['arquivo', SVG, 'foto.png', 'image/png']]),
    );
    expect(svg.status).toBe(415);
    expect(await credits(student)).toBe(before);
  });
});

describe('proposals (PDF and editor images)', () => {
  it('a malformed PDF is a 422 in Portuguese and stores nothing: header only, truncated, garbage after the header', async () => {
    const real = await textPdf(['Texto motivador.']);
    const rows = await count('proposal.propostas');
    for (const [label, bytes] of [
      ['só o cabeçalho', Buffer.from('%PDF-1.7\n%%EOF\n')],
      ['truncado', real.subarray(0, Math.floor(real.length / 3))],
      ['lixo', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4096, 0x41)])],
    ] as const) {
      const res = await send(
        teacher,
        '/api/propostas/pdf',
        form({ titulo: `PDF ${label}` }, [['pdf', bytes, 'textos.pdf', 'application/pdf']]),
      );
      expect({ label, status: res.status }).toEqual({ label, status: 422 });
      expect(res.body.error.message).toMatch(/PDF/);
    }
    const notPdf = await send(
      teacher,
      '/api/propostas/pdf',
      form({ titulo: 'HTML' }, [['pdf', HTML, 'textos.pdf', 'application/pdf']]),
    );
    expect(notPdf.status).toBe(415);
    expect(await count('proposal.propostas')).toBe(rows);
  });

  it('editor images: SVG, HTML and decompression bombs are refused before anything is stored; a name keeps no path', async () => {
    const rows = await count('proposal.propostas');
    const meta = JSON.stringify([{ id: 1 }]);
    for (const [bytes, status] of [
      [SVG, 415],
      [HTML, 415],
      [bombPng(20_000, 20_000), 422],
    ] as const) {
      const res = await send(
        teacher,
        '/api/propostas/editor',
        form({ titulo: 'Com imagem', conteudo: 'Veja [IMAGEM_1]', imagensMetadata: meta }, [
          ['imagens', bytes, 'grafico.png', 'image/png'],
        ]),
      );
      expect(res.status).toBe(status);
    }
    expect(await count('proposal.propostas')).toBe(rows);
    const ok = await send(
      teacher,
      '/api/propostas/editor',
      form({ titulo: 'Com imagem', conteudo: 'Veja [IMAGEM_1]', imagensMetadata: meta }, [
        ['imagens', PNG, '../../segredo/grafico.png', 'image/png'],
      ]),
    );
    expect(ok.status).toBe(201);
    const file = await fetch(`${stack.gateway.url}/api/propostas/${ok.body.data.id}/imagem/1`, {
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''grafico.png");
  });
});
