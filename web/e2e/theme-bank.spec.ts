import { expect, pageFor, people, test, writeAndCorrect } from './fixtures';

// Issue 11: a theme of the bank (Essay-BR prompt 43, 24 graded essays) — the student picks it and the AI's grades are
// calibrated with its graded essays; the teacher sees the references; the student never does.
test('theme bank: the picker finds a bank theme, the correction is calibrated with its graded essays, only teachers see them', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const { teacher: teacherSession, student: studentSession } = await people(page);
  const teacher = await pageFor(browser, teacherSession);
  const student = await pageFor(browser, studentSession);
  const title = 'A cultura do cancelamento';

  await student.goto('/essays/new');
  await student.getByTestId('proposal-picker-search').fill('cancelamento');
  const select = student.getByTestId('proposal-picker-select');
  await expect(select.locator('option', { hasText: title })).toHaveCount(1);
  await select.selectOption({ label: title });
  const href = await student.getByTestId('proposal-picker').getByRole('link', { name: 'Ver' }).getAttribute('href');
  expect(href).toMatch(/^\/proposals\/\d+$/);
  await writeAndCorrect(student, 'Cancelamento nas redes');
  await expect(student.getByTestId('general-comments')).toContainText(
    'calibrada com 24 redações corrigidas desta proposta',
  );

  // The proposal page: a clean theme card for the student (no corpus notes, no graded essays) that starts an essay on
  // it; the graded essays and the corpus credit for the teacher only. The corpus is credited on the landing page.
  await student.goto(href!);
  await expect(student.getByTestId('proposal-detail')).toBeVisible();
  await expect(student.getByTestId('proposal-corpus-credit')).toHaveCount(0);
  await expect(student.getByTestId('proposal-references')).toHaveCount(0);
  await student.getByTestId('write-on-theme').click();
  await expect(student).toHaveURL(new RegExp(`/essays/new\\?proposta=${href!.split('/').pop()}$`));
  const landing = await browser.newPage();
  await landing.goto('/');
  await expect(landing.getByTestId('corpus-credits')).toContainText('Marinho, Anchiêta e Moura, 2021');
  await expect(landing.getByTestId('corpus-credits')).toContainText('licença MIT');
  await landing.close();

  await teacher.goto(href!);
  await expect(teacher.getByTestId('proposal-corpus-credit')).toContainText('Banco de temas');
  await expect(teacher.getByTestId('proposal-references-count')).toContainText(
    '24 redações corrigidas (24 do corpus, 0 de professores)',
  );
  await expect(teacher.getByTestId('proposal-references-means')).toContainText('Média total');
  // 24 graded essays: past the 10 the agreement curve asks for, so the screen says more would help little.
  await expect(teacher.getByTestId('proposal-references-missing')).toContainText(
    'já tem redações corrigidas suficientes',
  );
  await teacher.getByTestId('proposal-references').getByRole('button', { name: 'Abrir redação' }).first().click();
  await expect(teacher.getByTestId('proposal-references').getByRole('button', { name: 'Ocultar' })).toBeVisible();
});

// Issue 48: the student's theme bank — the official ENEM themes, a theme card in the ENEM's form without the bank's
// notes, and *Escrever* in one tap from the list.
test('theme bank for students: ENEM themes by year, the ENEM-form assignment, Escrever in one tap', async ({
  page,
}) => {
  const { student } = await people(page);
  const p = await pageFor(page.context().browser()!, student);
  await p.goto('/proposals');
  await p.getByTestId('proposal-search').fill('acesso ao cinema');
  const card = p.getByTestId('proposal-card').filter({ hasText: 'ENEM 2019' });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('proposal-enem-year')).toHaveText('ENEM 2019');
  await card.getByRole('link', { name: 'Ver', exact: true }).click();
  await expect(p).toHaveURL(/\/proposals\/\d+$/);
  const id = p.url().split('/').pop();
  await expect(p.getByTestId('proposal-enem-assignment')).toContainText(
    'sobre o tema “Democratização do acesso ao cinema no Brasil”',
  );
  await expect(p.getByText('Tema oficial do ENEM 2019 (aplicação regular)')).toHaveCount(0);
  await p.goBack();
  await p.getByTestId('proposal-card').filter({ hasText: 'ENEM 2019' }).getByTestId('proposal-write').click();
  await expect(p).toHaveURL(new RegExp(`/essays/new\\?proposta=${id}$`));
});
