import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** Every test fails on a console error or an uncaught page error, unless the test allows it. */
export const test = base.extend<{ allowConsole: (re: RegExp) => void }>({
  allowConsole: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && !allowed.some((re) => re.test(m.text())))
          errors.push(`console: ${m.text()} @ ${m.location().url}`);
      });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      await use((re) => allowed.push(re));
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export const ESSAY = [
  'A persistência da desigualdade no acesso à educação de qualidade no Brasil revela um problema estrutural que atravessa gerações. Embora a Constituição Federal de 1988 assegure a educação como direito de todos e dever do Estado, a realidade das escolas públicas mostra que esse princípio ainda não se concretizou de forma plena, sobretudo nas periferias urbanas e nas zonas rurais.',
  'Em primeiro lugar, é preciso considerar a falta de investimento contínuo na infraestrutura escolar. Muitas instituições carecem de bibliotecas, laboratórios e acesso à internet, o que limita as oportunidades de aprendizagem dos estudantes. Segundo dados do Censo Escolar, uma parcela significativa das escolas brasileiras não dispõe de recursos básicos, fato que aprofunda a distância entre alunos de diferentes classes sociais.',
  'Além disso, a desvalorização dos professores contribui para a manutenção desse cenário. Salários baixos, jornadas extensas e pouca formação continuada desestimulam a permanência de bons profissionais na rede pública. Como afirma o educador Paulo Freire, a educação não transforma o mundo, mas muda as pessoas que vão transformá-lo; sem docentes valorizados, essa transformação torna-se improvável.',
  'Portanto, cabe ao Ministério da Educação, em parceria com estados e municípios, ampliar os recursos destinados às escolas públicas por meio de um fundo permanente de infraestrutura, a fim de garantir condições adequadas de ensino. Paralelamente, o poder público deve criar programas de formação e valorização docente, com planos de carreira atrativos, para que todos os estudantes tenham acesso a uma educação de qualidade.',
].join('\n\n');

export function uniqueEmail(prefix = 'e2e') {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@exemplo.com`;
}

/** Registers a fresh student through the API and stores the session like the app does. */
export async function loginViaApi(page: Page, name = 'Estudante Teste') {
  const email = uniqueEmail();
  const res = await page.request.post('/api/auth/registrar', {
    data: { name, email, password: 'senha123', confirmPassword: 'senha123' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { data } = (await res.json()) as { data: { user: unknown; token: string } };
  await storeSession(page, data);
  return { email, ...data };
}

/**
 * Stores a session obtained through the API the way the app does. It is written by an init script before any app
 * script runs (once per tab and token, so a later logout sticks): written after load, the app's own start-up writes
 * could overwrite it on a loaded machine and the next page would open on the login screen.
 */
export async function storeSession(page: Page, session: { user: unknown; token: string }) {
  await seedSession(page.context(), session);
  await page.goto('/auth/forgot-password');
  await page.waitForLoadState('networkidle');
}

/** Types the sample essay, submits it and waits for the feedback page. Returns the essay id. */
export async function writeAndCorrect(page: Page, title: string) {
  await page.getByLabel('Título (opcional)').fill(title);
  await page.getByTestId('essay-text').fill(ESSAY);
  await expect(page.getByTestId('char-counter')).toContainText(`${ESSAY.length} caracteres`);
  await page.getByTestId('submit-essay').click();
  await expect(page.getByTestId('correction-overlay')).toBeVisible();
  await page.waitForURL(/\/essays\/\d+\/feedback$/, { timeout: 60_000 });
  return Number(/\/essays\/(\d+)\/feedback/.exec(page.url())![1]);
}

export type Session = { user: { id: number; nome: string; email: string; tipo: string }; token: string };

/**
 * A page in its own browser context, logged in with the given session, stored like the app does
 * before any app script runs (written once per tab, so the app's own start-up cannot race it).
 */
export async function pageFor(
  browser: Browser,
  session: Session,
  options?: Parameters<Browser['newContext']>[0],
): Promise<Page> {
  const context = await browser.newContext(options);
  await seedSession(context, session);
  return context.newPage();
}

function seedSession(context: BrowserContext, session: { user: unknown; token: string }) {
  return context.addInitScript((s) => {
    const key = `e2e-seeded:${s.token}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    localStorage.setItem('auth_token', s.token);
    localStorage.setItem(
      'auth-storage',
      JSON.stringify({ state: { user: s.user, token: s.token, isAuthenticated: true }, version: 0 }),
    );
  }, session);
}

/** A fresh teacher (created by the demo admin) and a fresh student, through the public API. */
export async function people(page: Page): Promise<{ teacher: Session; student: Session }> {
  const admin = await (
    await page.request.post('/api/auth/login', { data: { email: 'admin@argumenta.dev', password: 'argumenta123' } })
  ).json();
  const email = uniqueEmail('prof');
  const created = await page.request.post('/api/admin/usuarios', {
    headers: { Authorization: `Bearer ${admin.data.token}` },
    data: { nome: 'Rita Professora', email, senha: 'senha123', tipo: 'professor', creditos: 100 },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const teacher = (await (await page.request.post('/api/auth/login', { data: { email, password: 'senha123' } })).json())
    .data as Session;
  const reg = await page.request.post('/api/auth/registrar', {
    data: { name: 'Bruna Estudante', email: uniqueEmail('aluna'), password: 'senha123', confirmPassword: 'senha123' },
  });
  expect(reg.ok(), await reg.text()).toBeTruthy();
  return { teacher, student: (await reg.json()).data as Session };
}

/** A `datetime-local` value `days` from now, in the browser's zone (the activity form's deadline). */
export function inDaysLocal(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Teacher: creates a room in Gerenciar Salas and opens it. Returns its access code and address. */
export async function createRoom(teacher: Page, nome: string) {
  await teacher.goto('/classrooms/manage');
  await teacher.getByTestId('open-create-sala').click();
  const dialog = teacher.getByTestId('create-sala-dialog');
  await dialog.getByLabel('Nome da sala').fill(nome);
  await dialog.getByTestId('create-sala-submit').click();
  await expect(teacher.getByText('Sala criada com sucesso!')).toBeVisible();
  await teacher.getByTestId('sala-card').filter({ hasText: nome }).getByRole('link', { name: 'Ver' }).click();
  await expect(teacher.getByTestId('sala-title')).toHaveText(nome);
  const code = (await teacher.getByTestId('access-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  return { code, url: teacher.url() };
}

/** Teacher, on the room's page: Nova Atividade → the form (deadline in a week) → the new activity's page. Returns its address. */
export async function createActivity(
  teacher: Page,
  a: { titulo: string; tema: string; correcao?: 'Automática (IA, critérios ENEM)' | 'Manual (professor)' },
) {
  const salaUrl = teacher.url();
  await teacher.getByTestId('new-activity').click();
  await teacher.locator('input[name="titulo"]').fill(a.titulo);
  await teacher.locator('input[name="tema"]').fill(a.tema);
  await teacher.locator('input[name="data_limite"]').fill(inDaysLocal(7));
  if (a.correcao) await teacher.getByLabel('Tipo de correção').selectOption({ label: a.correcao });
  await teacher.getByRole('button', { name: 'Criar Atividade' }).click();
  await expect(teacher.getByText('Atividade criada com sucesso!')).toBeVisible();
  await expect(teacher).toHaveURL(salaUrl);
  await teacher
    .getByTestId('activity-card')
    .filter({ hasText: a.titulo })
    .getByRole('link', { name: 'Ver Detalhes' })
    .click();
  await expect(teacher.getByTestId('activity-title')).toHaveText(a.titulo);
  return teacher.url();
}

/** Student: Ingressar em Sala with the room's code. */
export async function joinRoom(student: Page, code: string) {
  await student.goto('/classrooms/join');
  await student.getByTestId('join-code').fill(code);
  await student.getByTestId('join-submit').click();
  await expect(student.getByText('Você entrou na sala com sucesso!')).toBeVisible();
}

/** Teacher: the activity's page → Ver todas as submissões, with the counts expected on both; returns the submission rows. */
export async function openSubmissions(
  teacher: Page,
  activityUrl: string,
  counts: { enviadas: number; corrigidas: number },
) {
  await teacher.goto(activityUrl);
  await expect(teacher.getByTestId('teacher-total-submissions')).toHaveText(String(counts.enviadas));
  await teacher.getByTestId('see-submissions').click();
  await expect(teacher.getByTestId('stat-enviadas')).toHaveText(String(counts.enviadas));
  await expect(teacher.getByTestId('stat-corrigidas')).toHaveText(String(counts.corrigidas));
  return teacher.getByTestId('submission-row');
}

/** The dashboard's credit tiles, once they show the server's figures (the counters leave '…'), not the stored session's. */
export async function expectCredits(page: Page, available: number, used: number) {
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-salas')).not.toHaveText('…');
  await expect(page.getByTestId('credits-available')).toHaveText(String(available));
  await expect(page.getByTestId('credits-used')).toHaveText(String(used));
}
