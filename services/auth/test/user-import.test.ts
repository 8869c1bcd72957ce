import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, CSV_IMPORT_MESSAGES } from '@argumenta/contracts';
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

describe('admin people tools (issue 54)', () => {
  const newStudent = async () => {
    const email = uniqueEmail('pessoa');
    const res = await importar(Buffer.from(`nome,email,senha,escola\nPessoa Teste,${email},segredo1,${escola.nome}\n`));
    return { email, id: res.body.data.sucessos[0].usuario.id as number };
  };
  const audited = async (acao: string, alvo: number) =>
    (
      await testPool().query('SELECT ator_id FROM auth.auditoria WHERE acao = $1 AND alvo_usuario_id = $2', [
        acao,
        alvo,
      ])
    ).rowCount;

  it('lists users by school, with the school name and the matrícula', async () => {
    const matricula = `F-${randomUUID()}`;
    const email = uniqueEmail('filtro');
    await importar(Buffer.from(`nome,email,matricula,escola\nFiltrada,${email},${matricula},${escola.nome}\n`));
    const res = await api(auth.url, 'GET', `/admin/usuarios?escola=${escola.id}&busca=${matricula}`, {
      token: adminToken,
    });
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.usuarios[0]).toMatchObject({ email, escola_nome: escola.nome, matricula, suspensa: false });
    const other = await api(auth.url, 'GET', `/admin/usuarios?escola=999999999&busca=${matricula}`, {
      token: adminToken,
    });
    expect(other.body.data.total).toBe(0);
  });

  it('suspends (no login) and reactivates an account, each in the audit trail', async () => {
    const { email, id } = await newStudent();
    const sus = await api(auth.url, 'POST', `/admin/usuarios/${id}/suspender`, { token: adminToken, body: {} });
    expect(sus.status).toBe(200);
    const login = await api(auth.url, 'POST', '/auth/login', { body: { email, password: 'segredo1' } });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(AUTH_MESSAGES.suspended);
    expect(await audited('conta.suspensa', id)).toBe(1);
    await api(auth.url, 'POST', `/admin/usuarios/${id}/suspender`, { token: adminToken, body: { suspensa: false } });
    expect((await api(auth.url, 'POST', '/auth/login', { body: { email, password: 'segredo1' } })).status).toBe(200);
    expect(await audited('conta.reativada', id)).toBe(1);
  });

  it('sets a temporary password shown once; the old one stops working; audited', async () => {
    const { email, id } = await newStudent();
    const res = await api(auth.url, 'POST', `/admin/usuarios/${id}/senha-temporaria`, { token: adminToken, body: {} });
    expect(res.status).toBe(200);
    const senha = res.body.data.senha_temporaria as string;
    expect((await api(auth.url, 'POST', '/auth/login', { body: { email, password: 'segredo1' } })).status).toBe(401);
    expect((await api(auth.url, 'POST', '/auth/login', { body: { email, password: senha } })).status).toBe(200);
    expect(await audited('senha.temporaria', id)).toBe(1);
  });

  it('only admins; unknown users are 404', async () => {
    const { id } = await newStudent();
    for (const tipo of ['estudante', 'professor', 'coordenador'] as const) {
      const token = tokenFor({ id: 999_999, tipo, nome: 'X' });
      for (const path of [`/admin/usuarios/${id}/suspender`, `/admin/usuarios/${id}/senha-temporaria`])
        expect((await api(auth.url, 'POST', path, { token, body: {} })).status).toBe(403);
    }
    for (const path of ['/admin/usuarios/999999999/suspender', '/admin/usuarios/999999999/senha-temporaria'])
      expect((await api(auth.url, 'POST', path, { token: adminToken, body: {} })).status).toBe(404);
  });
});
