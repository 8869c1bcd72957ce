import { randomUUID } from 'node:crypto';
import { CSV_IMPORT_MESSAGES } from '@argumenta/contracts';
import { api, closeTestPool, testPool, tokenFor, uniqueEmail, type Running } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';

// The admin's CSV import (issue 54) against the real auth service and database: the file's bytes as a spreadsheet saved them.
let auth: Running;
let adminToken: string;
let escola: { id: number; nome: string };
const importar = (bytes: Buffer, opts: { simular?: boolean; token?: string } = {}) =>
  api(auth.url, 'POST', '/admin/usuarios/importar', {
    token: opts.token ?? adminToken,
    body: { arquivo: bytes.toString('base64'), ...(opts.simular ? { simular: true } : {}) },
  });
// Windows-1252 (what Excel on Windows saves as "CSV"): every character here is in Latin-1, one byte each.
const cp1252 = (text: string) => Buffer.from(text, 'latin1');

beforeAll(async () => {
  auth = await startAuthService();
  const email = uniqueEmail('admin-import');
  const reg = await api(auth.url, 'POST', '/auth/registrar', {
    body: { name: 'Admin Import', email, password: 'segredo1', confirmPassword: 'segredo1' },
  });
  await testPool().query(`UPDATE auth.usuarios SET tipo = 'admin' WHERE id = $1`, [reg.body.data.user.id]);
  adminToken = tokenFor({ id: reg.body.data.user.id, tipo: 'admin', nome: 'Admin Import' });
  const s = await api(auth.url, 'POST', '/escolas', {
    token: adminToken,
    body: { nome: `Escola Importação ${randomUUID().slice(0, 8)}` },
  });
  escola = s.body.data;
});
afterAll(async () => {
  await auth.close();
  await closeTestPool();
});

describe('CSV user import', () => {
  it('decodes Windows-1252 bytes: accents arrive intact; no password = a first-access code; no personal credits', async () => {
    const email = uniqueEmail('conceicao');
    const file = cp1252(
      `nome;email;matricula;escola\r\nConceição Araújo;${email};M-${randomUUID()};${escola.nome}\r\n`,
    );
    expect(file.includes(Buffer.from('ç', 'utf8'))).toBe(false);
    const res = await importar(file);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ codificacao: 'windows-1252', criados: 1, total_erros: 0 });
    const row = res.body.data.sucessos[0];
    expect(row).toMatchObject({ linha: 2, acao: 'criado' });
    expect(row.usuario).toMatchObject({ nome: 'Conceição Araújo', creditos_disponiveis: 0, escola_id: escola.id });
    expect(row.codigo_acesso).toMatch(/^[a-z2-9]{8}$/);
    // The code is the password: the student logs in with it.
    const login = await api(auth.url, 'POST', '/auth/login', { body: { email, password: row.codigo_acesso } });
    expect(login.status).toBe(200);
  });

  it('reads UTF-8 with a BOM; a re-import by matricula updates the account instead of duplicating it', async () => {
    const matricula = `M-${randomUUID()}`;
    const email = uniqueEmail('bom');
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const first = await importar(
      Buffer.concat([
        bom,
        Buffer.from(`nome,email,senha,matricula,escola\nJoão Lima,${email},segredo1,${matricula},${escola.nome}\n`),
      ]),
    );
    expect(first.body.data).toMatchObject({ codificacao: 'utf-8-bom', criados: 1 });
    const id = first.body.data.sucessos[0].usuario.id;
    const newEmail = uniqueEmail('bom2');
    const again = await importar(
      Buffer.from(`nome,email,matricula,escola\nJoão Lima Neto,${newEmail},${matricula},${escola.nome}\n`),
    );
    expect(again.body.data).toMatchObject({ codificacao: 'utf-8', criados: 0, atualizados: 1 });
    expect(again.body.data.sucessos[0]).toMatchObject({ acao: 'atualizado', usuario: { id, nome: 'João Lima Neto' } });
    expect(again.body.data.sucessos[0].codigo_acesso).toBeUndefined();
    const { rows } = await testPool().query('SELECT count(*)::int AS n FROM auth.usuarios WHERE matricula = $1', [
      matricula,
    ]);
    expect(rows[0].n).toBe(1);
    // The password given at first was kept (the re-import had none).
    expect(
      (await api(auth.url, 'POST', '/auth/login', { body: { email: newEmail, password: 'segredo1' } })).status,
    ).toBe(200);
  });

  it('a preview (simular) reports the real outcome and writes nothing', async () => {
    const email = uniqueEmail('preview');
    const res = await importar(Buffer.from(`nome,email\nAna Prévia,${email}\n`), { simular: true });
    expect(res.body.data).toMatchObject({ simulacao: true, criados: 1 });
    const { rows } = await testPool().query('SELECT 1 FROM auth.usuarios WHERE email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it('names the line of every bad row and imports the others; credits only when the file asks', async () => {
    const ok = uniqueEmail('ok');
    const text = [
      'nome,email,tipo,escola,creditos',
      `Aluna Boa,${ok},estudante,${escola.nome},5`,
      '',
      'Sem Email,,estudante,,',
      `Escola Errada,${uniqueEmail('x')},estudante,Escola Que Não Existe,`,
      `Coord Sem Escola,${uniqueEmail('c')},coordenador,,`,
      'Curta,so-isso',
    ].join('\n');
    const res = await importar(Buffer.from(text));
    expect(res.body.data).toMatchObject({ criados: 1, total_erros: 4 });
    expect(res.body.data.sucessos[0].usuario.creditos_disponiveis).toBe(5);
    expect(res.body.data.erros.map((e: { linha: number }) => e.linha)).toEqual([4, 5, 6, 7]);
    expect(res.body.data.erros[1].erro).toBe('Escola "Escola Que Não Existe" não encontrada');
    expect(res.body.data.erros[3].erro).toBe(CSV_IMPORT_MESSAGES.fewCells);
  });

  it('refuses other encodings and missing columns with a Portuguese message; only admins may import', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('nome,email\nAna,a@x.com\n', 'utf16le')]);
    const bad = await importar(utf16);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(CSV_IMPORT_MESSAGES.encoding);
    const cols = await importar(Buffer.from('nome,senha\nAna,segredo1\n'));
    expect(cols.status).toBe(400);
    expect(cols.body.message).toBe(CSV_IMPORT_MESSAGES.missingColumns(['email']));
    for (const tipo of ['estudante', 'professor', 'coordenador'] as const)
      expect(
        (await importar(Buffer.from('nome,email\n'), { token: tokenFor({ id: 999_999, tipo, nome: 'X' }) })).status,
      ).toBe(403);
  });
});
