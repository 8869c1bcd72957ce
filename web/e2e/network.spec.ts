import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';

// A network of schools (issue 54) in the real browser: the admin groups two schools into a network and assigns its
// coordinator, who sees that network's panel and no other; a school's coordinator exports and deletes a student's data.
const ADMIN_PASSWORD = 'argumenta123';
const PASSWORD = 'senha123';
/** FORBIDDEN (packages/contracts/src/networks.ts). */
const FORBIDDEN = 'Você não tem permissão para ver esta rede.';

async function loginWithForm(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: 'admin@argumenta.dev', password: ADMIN_PASSWORD },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const call = async <T>(method: 'POST' | 'GET', path: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(`/api${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
    return ((await res.json()) as { data: T }).data;
  };
  return call;
}

/** A person with a password, placed in a school with a role (through the admin API: set-up, not what is tested). */
async function person(
  call: Awaited<ReturnType<typeof adminApi>>,
  nome: string,
  escolaId: number,
  papel: 'coordenador' | 'professor' | 'estudante',
) {
  const email = uniqueEmail(papel);
  const u = await call<{ id: number }>('POST', '/admin/usuarios', { nome, email, senha: PASSWORD, tipo: 'estudante' });
  await call('POST', `/escolas/${escolaId}/membros`, { usuario_id: u.id, papel });
  return { id: u.id, nome, email };
}

test('admin creates a network with two schools and its coordinator, who sees that panel and is refused another', async ({
  page,
  browser,
  allowConsole,
}) => {
  const call = await adminApi(page.request);
  const tag = Date.now().toString(36);
  const school = (nome: string) => call<{ id: number; nome: string }>('POST', '/escolas', { nome: `${nome} ${tag}` });
  const [a, b, c] = [await school('EE Norte Um'), await school('EE Norte Dois'), await school('EE Sul')];
  const coordinator = await person(call, `Lygia Rede ${tag}`, a.id, 'professor');
  await person(call, `Aluna Norte ${tag}`, b.id, 'estudante');
  // Another network, with another school: its panel must stay closed to this coordinator.
  const other = await call<{ id: number }>('POST', '/redes', { nome: `Rede Sul ${tag}` });
  await call('POST', `/redes/${other.id}/escolas`, { escola_id: c.id });

  // The admin, in the browser: a new network, two schools in it, a coordinator found by name.
  const rede = `Rede Norte ${tag}`;
  await loginWithForm(page, 'admin@argumenta.dev', ADMIN_PASSWORD);
  await page.waitForURL('**/dashboard/admin');
  await page.goto('/admin?aba=redes');
  await page.getByLabel('Nome da rede').fill(rede);
  await page.getByRole('button', { name: 'Criar rede' }).click();
  await expect(page.getByText('Rede criada com sucesso!').first()).toBeVisible();
  const card = page.getByTestId('network-card').filter({ has: page.getByRole('heading', { name: rede }) });
  for (const s of [a, b]) {
    await card.getByLabel(`Escola para incluir em ${rede}`).selectOption({ label: s.nome });
    await card.getByRole('button', { name: 'Incluir' }).click();
    await expect(card.getByText(s.nome, { exact: true })).toBeVisible();
  }
  await card.getByLabel(`Coordenador para ${rede}`).fill(coordinator.nome);
  await card.getByRole('option', { name: new RegExp(coordinator.nome) }).click();
  await expect(card.getByTestId('network-coordinator')).toContainText(coordinator.nome);

  // The coordinator logs in: the menu leads to the network's panel, with both schools and nothing of the other.
  const context = await browser.newContext();
  const coord = await context.newPage();
  await loginWithForm(coord, coordinator.email, PASSWORD);
  await coord.waitForURL('**/dashboard');
  await coord
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Painel da Rede' })
    .click();
  await coord.waitForURL(/\/redes\/\d+\/painel$/);
  await expect(coord.getByRole('heading', { level: 1, name: rede })).toBeVisible();
  await expect(coord.getByTestId('network-schools')).toHaveText(/2/);
  const rows = coord.getByTestId('network-school-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: b.nome })).toContainText('0 de 1');
  await expect(coord.getByText(c.nome)).toHaveCount(0);

  const download = coord.waitForEvent('download');
  await coord.getByTestId('export-network-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^painel-rede-\d+-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = Buffer.concat((await (await file.createReadStream()).toArray()) as Buffer[]).toString('utf8');
  expect(text).toContain(`escola;${a.nome};`);
  expect(text).toContain(`rede;${rede};`);

  // Another network's panel, asked for directly with the coordinator's session, is refused in Portuguese.
  const login = await coord.request.post('/api/auth/login', { data: { email: coordinator.email, password: PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const refused = await coord.request.get(`/api/redes/${other.id}/painel`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(FORBIDDEN);
  allowConsole(/status of 403/);
  await coord.goto(`/redes/${other.id}/painel`);
  await expect(coord.getByText('Erro ao carregar painel da rede')).toBeVisible();
  await expect(coord.getByText(FORBIDDEN)).toBeVisible();
  await context.close();
});

test("a school's coordinator exports a student's data and deletes it from the student list", async ({ page }) => {
  const call = await adminApi(page.request);
  const tag = Date.now().toString(36);
  const escola = await call<{ id: number; nome: string }>('POST', '/escolas', { nome: `EE Dados ${tag}` });
  const coordinator = await person(call, `Cora Dados ${tag}`, escola.id, 'coordenador');
  const student = await person(call, `Caio Titular ${tag}`, escola.id, 'estudante');
  await person(call, `Bia Fica ${tag}`, escola.id, 'estudante');

  await loginWithForm(page, coordinator.email, PASSWORD);
  await page.waitForURL(/\/escolas\/\d+\/painel$/);
  const list = page.getByTestId('school-students');
  await expect(list.getByTestId('school-student')).toHaveCount(2);
  await page.getByLabel('Buscar estudante').fill('Caio');
  await expect(list.getByTestId('school-student')).toHaveCount(1);

  // Export: the student's ZIP, downloaded by the coordinator.
  const download = page.waitForEvent('download');
  await list.getByRole('button', { name: `Exportar dados de ${student.nome}` }).click();
  expect((await download).suggestedFilename()).toBe(`argumenta-dados-estudante-${student.id}.zip`);
  await expect(page.getByText(`Dados de ${student.nome} exportados.`).first()).toBeVisible();

  // Delete: a confirmation that names the student and the grace period (none in this stack: at once).
  await list.getByRole('button', { name: `Excluir dados de ${student.nome}` }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText(student.nome);
  await expect(dialog).toContainText('serão apagados agora');
  await dialog.getByTestId('confirm-action').click();
  await expect(
    page.getByText(`A conta de ${student.nome} e os seus dados pessoais foram excluídos.`).first(),
  ).toBeVisible();
  await page.getByLabel('Buscar estudante').fill('');
  await expect(list.getByTestId('school-student')).toHaveCount(1);
  await expect(list).not.toContainText(student.nome);

  // The audit trail, from the menu: the request with the names of who asked and for whom.
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Auditoria' }).click();
  await page.waitForURL('**/auditoria');
  await expect(
    page
      .getByTestId('audit-row')
      .filter({ hasText: 'Pediu a exportação de dados' })
      .filter({ hasText: coordinator.nome }),
  ).toBeVisible();
});
