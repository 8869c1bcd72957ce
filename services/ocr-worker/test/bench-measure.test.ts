// The OCR bench's measuring on a labelled folder, with the vision engine against the harness's fake server.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startFakeOpenAI, type FakeReply } from '@argumenta/testkit/fake-openai';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createVisionEngine } from '../src/engine/index.js';
import { joinLines } from '../src/engine/layout.js';
import { markedLines, ruledPage } from '../src/fixtures/index.js';
import { labelledPages, measurePage, readableTranscription, summary } from '../bench/measure.js';

const TRUTH = 'A educação é o caminho.\nPor isso o Estado deve agir.';
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let dir: string;
const replies: FakeReply[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAI(() => replies.shift() ?? { kind: 'status', status: 500 });
  dir = mkdtempSync(path.join(os.tmpdir(), 'ocr-bench-'));
  const png = (shade: string) =>
    sharp({ create: { width: 600, height: 400, channels: 3, background: shade } })
      .png()
      .toBuffer();
  // BRESSAY's layout: pages/ID/ID.png with ID.txt, its tags in the transcription.
  mkdirSync(path.join(dir, 'pages', '0001-001'), { recursive: true });
  writeFileSync(path.join(dir, 'pages', '0001-001', '0001-001.png'), await png('#ffffff'));
  writeFileSync(
    path.join(dir, 'pages', '0001-001', '0001-001.txt'),
    'A educação é --xxx-- o caminho.\nPor isso o ##Estado## deve @@???@@ agir.',
  );
  writeFileSync(
    path.join(dir, 'b.jpg'),
    await sharp(await png('#eeeeee'))
      .jpeg()
      .toBuffer(),
  );
  writeFileSync(path.join(dir, 'b.txt'), TRUTH.replace('caminho', 'cami-\nnho').replace('nho.\n', 'nho. '));
  writeFileSync(path.join(dir, 'sem-rotulo.png'), await png('#dddddd'));
});
afterAll(async () => {
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

it('reads BRESSAY tags as a reader would type the page', () => {
  expect(readableTranscription('a --riscado-- b --xxx-- c @@???@@ d ##em cima## e $$embaixo$$ f')).toBe(
    'a b c d em cima e embaixo f',
  );
  expect(readableTranscription('linha 1 \n  linha 2')).toBe('linha 1\nlinha 2');
});

it('finds labelled pages in subfolders and skips images without a transcription', () => {
  const pages = labelledPages(dir);
  expect(pages.map((p) => [p.name, p.text, p.lines])).toEqual([
    ['b.jpg', TRUTH.replace('\n', ' '), 2],
    [path.join('pages', '0001-001', '0001-001.png'), TRUTH.replace('\n', ' '), 2],
  ]);
  expect(() => labelledPages(path.join(dir, 'nao-existe'))).toThrow(/não encontrada/);
});

it('measures CER, WER, line counts and whether the gate decided right', async () => {
  const engine = createVisionEngine({ baseURL: fake.url, apiKey: 'k', model: 'm', maxAttempts: 1 });
  const [b, bressay] = labelledPages(dir);
  replies.push({ kind: 'text', content: TRUTH });
  const exact = await measurePage(engine, b);
  expect(exact).toMatchObject({ engine: 'vision', cer: 0, wer: 0, legivel: true, linhas: 2, linhasVerdade: 2 });
  expect(exact).toMatchObject({ rightCer: true, rightWer: true });

  replies.push({ kind: 'text', content: 'PAGINA_ILEGIVEL' });
  const unread = await measurePage(engine, bressay);
  expect(unread).toMatchObject({ cer: 1, legivel: false, rightCer: true });

  // The gate open on a reading that is mostly wrong: a wrong decision.
  replies.push({ kind: 'text', content: 'A educação é o caminho.\nPor que os Estados devem agora.' });
  const wrong = await measurePage(engine, b);
  expect(wrong.legivel).toBe(true);
  expect(wrong.wer).toBeGreaterThan(0.3);

  replies.push({ kind: 'status', status: 400 });
  const failed = await measurePage(engine, b);
  expect(failed).toMatchObject({ error: 'engine_failed', rightCer: false, cer: null });

  expect(summary([exact, unread, failed])).toMatch(/^vision: gate decisions right 2 of 3 .* legível 1 of 3$/);
});

type Body = { messages: { role: string; content: unknown }[] };
const imageOf = (body: Body) =>
  Buffer.from(/data:image\/jpeg;base64,([^"]+)/.exec(JSON.stringify(body.messages[1].content))![1], 'base64');

it('`npm run bench -- legibilidade` measures the vision engine end to end once an endpoint is set, a ruled page line by line', async () => {
  // A labelled folder: a ruled answer sheet (its lines marked so the fake can tell which one a crop shows) and a
  // page without rules.
  const sheetPage = await ruledPage({ sheet: 'enem', written: 12, markers: true, seed: 5 });
  const plain = await ruledPage({ sheet: 'lisa', written: 10, seed: 6 });
  const labelled = mkdtempSync(path.join(os.tmpdir(), 'ocr-bench-vision-'));
  writeFileSync(path.join(labelled, 'folha.png'), sheetPage.image);
  writeFileSync(path.join(labelled, 'folha.txt'), sheetPage.lines.map((l) => l.texto).join('\n'));
  writeFileSync(path.join(labelled, 'lisa.png'), plain.image);
  writeFileSync(path.join(labelled, 'lisa.txt'), plain.lines.map((l) => l.texto).join('\n'));
  const truth = new Map(sheetPage.lines.map((l) => [l.numero, l.texto]));
  const lineCrops: number[][] = [];
  let pages = 0;
  // The fake model reads a line crop by its marker, and a whole page as its transcription.
  const model = await startFakeOpenAI(async (raw) => {
    const body = raw as unknown as Body;
    if (!JSON.stringify(body.messages[0].content).includes('UMA linha')) {
      pages++;
      return { kind: 'text', content: joinLines(plain.lines.map((l) => l.texto)) };
    }
    const found = await markedLines(imageOf(body));
    lineCrops.push(found);
    return { kind: 'text', content: found.length === 1 ? (truth.get(found[0]) ?? 'SEM_TEXTO') : 'SEM_TEXTO' };
  });
  try {
    const run = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench.ts', 'legibilidade', '--engines', 'vision', '--only-dir', '--dir', labelled],
      {
        env: { ...process.env, OCR_VISION_BASE_URL: model.url, OCR_VISION_API_KEY: 'sk-bench', OCR_VISION_MODEL: 'm' },
        timeout: 240_000,
      },
    );
    const rows = run.stdout.split('\n');
    // Every written line of the sheet sent alone (in any order: four at a time), the plain page whole.
    expect(lineCrops.map((f) => f.length)).toEqual(sheetPage.lines.map(() => 1));
    expect(lineCrops.map((f) => f[0]).sort((a, b) => a - b)).toEqual(sheetPage.lines.map((l) => l.numero));
    expect(pages).toBe(1);
    expect(rows.find((r) => r.includes('folha.png'))).toMatch(/^vision\s+folha\.png\s+0\.0\s+0\.0\s.*\b12\/12\b/);
    expect(rows.find((r) => r.includes('lisa.png'))).toMatch(/^vision\s+lisa\.png\s+0\.0\s+0\.0\s/);
    expect(run.stdout).toMatch(/vision: gate decisions right 2 of 2 .*median CER 0\.0 %/);
  } finally {
    await model.close();
    rmSync(labelled, { recursive: true, force: true });
  }
}, 300_000);
