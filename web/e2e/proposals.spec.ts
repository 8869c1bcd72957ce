import type { Page } from '@playwright/test';
import { expect, expectCredits, pageFor, people, test, writeAndCorrect } from './fixtures';
import { paragraphPng, textPdf } from './files';

// 1×1 PNG: a real image for the inline-image upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The success modal closes itself after 0.8 s: a polling check can miss it on a loaded machine, so the page records
 * every success text it shows from now on; the returned check waits for `text` among them.
 */
async function recordSuccess(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenSuccess: string[] }).seenSuccess = seen;
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="result-success"]');
      if (el?.textContent) seen.push(el.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return (text: string, timeout?: number) =>
    expect
      .poll(() => page.evaluate(() => (window as unknown as { seenSuccess: string[] }).seenSuccess.join(' ')), {
        timeout,
      })
      .toContain(text);
}

/** On the proposals list: searches the title and returns its one card and the proposal's id. */
async function findProposal(page: Page, title: string) {
  await page.getByTestId('proposal-search').fill(title);
  const card = page.getByTestId('proposal-card').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  return { card, id: Number(await card.getAttribute('data-id')) };
}

test('teacher creates a public proposal with an inline image; a student picks it in the essay form and submits; its usage count goes up', async ({
  browser,
  page,
  allowConsole,
}) => {
  test.setTimeout(180_000);
  // The last step opens the deleted proposal on purpose: Chromium logs its 404.
  allowConsole(/status of 404/);
  const { teacher: teacherSession, student: studentSession } = await people(page);
  const teacher = await pageFor(browser, teacherSession);
  const student = await pageFor(browser, studentSession);
  const title = `Mobilidade urbana ${Date.now().toString(36)}`;

  // Teacher: /propostas leads to the proposals screen; New swaps the list for the form.
  await teacher.goto('/propostas');
  await expect(teacher).toHaveURL(/\/proposals$/);
  await expect(teacher.getByRole('heading', { name: 'Propostas Temáticas' })).toBeVisible();
  await teacher.getByTestId('new-proposal').click();
  await expect(teacher.getByRole('heading', { name: 'Nova Proposta Temática' })).toBeVisible();

  // Validation first (spec 5 wording).
  await teacher.getByTestId('proposal-save').click();
  await expect(teacher.getByText('Título é obrigatório')).toBeVisible();
  await expect(teacher.getByText('Conteúdo é obrigatório')).toBeVisible();

  await teacher.getByLabel('Título').fill(title);
  await teacher.getByLabel('Descrição', { exact: true }).fill('Proposta para o simulado de junho');
  const content = teacher.getByTestId('proposal-content');
  await content.fill('TEXTO I\nO tempo médio de deslocamento nas capitais passa de uma hora por dia.');
  // The image goes where the cursor is: at the end, on a line of its own.
  await content.press('End');
  await teacher
    .getByTestId('proposal-image-input')
    .setInputFiles({ name: 'grafico.png', mimeType: 'image/png', buffer: PNG });
  await expect(content).toHaveValue(
    'TEXTO I\nO tempo médio de deslocamento nas capitais passa de uma hora por dia.\n[IMAGEM_1]\n',
  );
  await teacher.getByLabel('Descrição da imagem 1').fill('Gráfico do tempo de deslocamento');
  await teacher.getByLabel('Visibilidade').selectOption('publico');
  const created = await recordSuccess(teacher);
  await teacher.getByTestId('proposal-save').click();
  await created('Proposta criada com sucesso!');
  // The success modal resets after 0.8 s and the list comes back.
  await expect(teacher.getByTestId('result-success')).toHaveCount(0);
  const { card, id: proposalId } = await findProposal(teacher, title);
  await expect(teacher.getByTestId('proposal-count')).toHaveText('1 proposta encontrada');
  await expect(card).toContainText('Pública');
  await expect(card).toContainText('Texto com imagens');
  await expect(card.getByTestId('proposal-usage')).toHaveText('0 usos');
  await expect(card.getByRole('button', { name: 'Excluir' })).toBeVisible();

  // Student: the picker finds it (300 ms search), Ver points at it, and the essay is sent with it.
  await student.goto('/essays/new');
  await student.getByTestId('proposal-picker-search').fill(title);
  const select = student.getByTestId('proposal-picker-select');
  await expect(select.locator('option', { hasText: title })).toHaveCount(1);
  await select.selectOption({ label: title });
  await expect(student.getByTestId('proposal-picker').getByRole('link', { name: 'Ver' })).toHaveAttribute(
    'href',
    `/proposals/${proposalId}`,
  );
  await expect(student.getByTestId('proposal-picker').getByRole('link', { name: 'Criar' })).toHaveAttribute(
    'href',
    '/proposals?mode=create',
  );
  const requestSent = student.waitForRequest(
    (r) => r.url().endsWith('/api/redacoes/submeter') && r.method() === 'POST',
  );
  await writeAndCorrect(student, 'Minha redação sobre mobilidade');
  expect((await requestSent).postDataBuffer()?.toString('utf8')).toContain(
    `name="proposta_tematica_id"\r\n\r\n${proposalId}`,
  );

  // The student sees it without the delete button; the detail shows the image and the new count.
  await student.goto('/proposals');
  const { card: studentCard } = await findProposal(student, title);
  await expect(studentCard.getByTestId('proposal-usage')).toHaveText('1 uso');
  await expect(studentCard.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  // A student's *Ver* opens the theme card (not the read-only form), with *Escrever* on it.
  await studentCard.getByRole('link', { name: 'Ver', exact: true }).click();
  await expect(student).toHaveURL(new RegExp(`/proposals/${proposalId}$`));
  await expect(student.getByRole('heading', { name: title })).toBeVisible();
  await expect(student.getByTestId('write-on-theme')).toBeVisible();
  await expect(student.getByTestId('proposal-save')).toHaveCount(0);

  await teacher.goto(`/proposals/${proposalId}`);
  await expect(teacher.getByRole('heading', { name: title })).toBeVisible();
  await expect(teacher.getByTestId('proposal-detail-usage')).toHaveText('1 uso');
  await expect(teacher.getByTestId('proposal-visibility')).toHaveText('Público');
  await expect(teacher.getByText('Sala associada')).toBeVisible();
  await expect(teacher.getByText('Geral')).toBeVisible();
  const img = teacher.getByRole('img', { name: 'Gráfico do tempo de deslocamento' });
  await expect(img).toBeVisible();
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1);

  // The creator deletes it after confirming a question with its title.
  await teacher.goto('/proposals');
  await (await findProposal(teacher, title)).card.getByRole('button', { name: 'Excluir' }).click();
  await expect(teacher.getByRole('alertdialog')).toContainText(`"${title}"`);
  const removed = await recordSuccess(teacher);
  await teacher.getByTestId('confirm-action').click();
  await removed('A proposta foi removida com sucesso.');
  await expect(teacher.getByText('Nenhuma proposta encontrada com os filtros aplicados')).toBeVisible();
  await teacher.goto(`/proposals/${proposalId}`);
  await expect(teacher.getByText('Proposta não encontrada')).toBeVisible();
});

test('from the activity form, Criar opens a room proposal; a PDF proposal shows its original file and extracted text', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const { teacher: teacherSession } = await people(page);
  const teacher = await pageFor(browser, teacherSession);
  const auth = { Authorization: `Bearer ${teacherSession.token}` };
  const sala = (
    await (await page.request.post('/api/salas', { headers: auth, data: { nome: 'Terceirão Propostas' } })).json()
  ).data as { id: number };
  const title = `Educação financeira ${Date.now().toString(36)}`;

  await teacher.goto(`/activities/new?sala=${sala.id}`);
  const create = teacher.getByTestId('proposal-picker').getByRole('link', { name: 'Criar' });
  await expect(create).toHaveAttribute('href', `/proposals?mode=create&salaId=${sala.id}`);
  await create.click();
  await expect(teacher.getByRole('heading', { name: 'Nova Proposta Temática' })).toBeVisible();
  await expect(teacher.getByLabel('Visibilidade')).toHaveValue('sala');
  await expect(teacher.getByLabel('Sala')).toHaveValue(String(sala.id));

  await teacher.getByLabel('Título').fill(title);
  await teacher.getByText('PDF', { exact: true }).click();
  await teacher.getByTestId('proposal-save').click();
  await expect(teacher.getByText('Arquivo PDF é obrigatório')).toBeVisible();
  await teacher.getByTestId('proposal-pdf-input').setInputFiles({
    name: 'proposta.pdf',
    mimeType: 'application/pdf',
    buffer: textPdf(['TEXTO I', 'Sete em cada dez familias estao endividadas.']),
  });
  await expect(teacher.getByText('PDF selecionado com sucesso!')).toBeVisible();
  const created = await recordSuccess(teacher);
  await teacher.getByTestId('proposal-save').click();
  await created('Proposta criada com sucesso!');
  const { card, id } = await findProposal(teacher, title);
  await expect(card).toContainText('PDF');
  await expect(card).toContainText('Terceirão Propostas');

  await teacher.goto(`/proposals/${id}`);
  await expect(teacher.getByTestId('proposal-visibility')).toHaveText('Sala');
  await expect(teacher.getByTestId('proposal-pdf-viewer')).toBeVisible();
  expect(await teacher.getByTestId('proposal-pdf-viewer').getAttribute('src')).toMatch(/^blob:/);
  await expect(teacher.getByTestId('proposal-text')).toContainText('Sete em cada dez familias estao endividadas.');
  await expect(teacher.getByText('Terceirão Propostas')).toBeVisible();
});

test('Foto mode: a photo of the supporting text becomes a proposal with the recognised text beside the original image, for 1 credit', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const { teacher: teacherSession } = await people(page);
  const teacher = await pageFor(browser, teacherSession);
  const title = `Lixo eletrônico ${Date.now().toString(36)}`;
  await expectCredits(teacher, 100, 0);

  await teacher.goto('/proposals?mode=create');
  await expect(teacher.getByRole('heading', { name: 'Nova Proposta Temática' })).toBeVisible();
  await teacher.getByLabel('Título').fill(title);
  await teacher.getByText('Foto', { exact: true }).click();
  await expect(
    teacher.getByText('O texto da imagem é reconhecido no servidor (JPG, PNG, GIF ou WEBP) e custa 1 crédito.'),
  ).toBeVisible();
  await teacher.getByTestId('proposal-save').click();
  await expect(teacher.getByText('Arquivo de imagem é obrigatório')).toBeVisible();
  const png = await paragraphPng([
    'TEXTO I',
    'O Brasil produziu dois milhões de toneladas de lixo',
    'eletrônico em um ano, e só três por cento foram reciclados.',
  ]);
  await teacher
    .getByTestId('proposal-scan-input')
    .setInputFiles({ name: 'textos-motivadores.png', mimeType: 'image/png', buffer: png });
  await expect(teacher.getByText('Imagem selecionada com sucesso!')).toBeVisible();
  await expect(teacher.getByTestId('proposal-scan-selected')).toContainText('textos-motivadores.png');
  await teacher.getByLabel('Visibilidade').selectOption('privado');
  const created = await recordSuccess(teacher);
  await teacher.getByTestId('proposal-save').click();
  await created('Proposta criada a partir da imagem! Revise o texto transcrito', 60_000);
  await expect(teacher.getByTestId('result-success')).toHaveCount(0);
  const { card, id } = await findProposal(teacher, title);
  await expect(card).toContainText('Imagem transcrita');
  await expect(card).toContainText('Privada');

  // The detail: the words read from the picture, and the picture itself.
  await teacher.goto(`/proposals/${id}`);
  await expect(teacher.getByRole('heading', { name: title })).toBeVisible();
  await expect(teacher.getByText('Imagem transcrita', { exact: true })).toBeVisible();
  await expect(teacher.getByRole('heading', { name: 'Texto transcrito da imagem' })).toBeVisible();
  // (Not the title line: in this font OCR may read "TEXTO I" as "TEXTO |".)
  const text = teacher.getByTestId('proposal-text');
  for (const words of [
    'O Brasil produziu dois milhões de toneladas',
    'lixo eletrônico',
    'três por cento foram reciclados',
  ])
    await expect(text).toContainText(words);
  await expect(teacher.getByRole('heading', { name: 'Imagem original' })).toBeVisible();
  const img = teacher.getByTestId('proposal-original-image');
  await expect(img).toHaveAttribute('alt', 'Imagem original: textos-motivadores.png');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1400);

  await expectCredits(teacher, 99, 1);
});
