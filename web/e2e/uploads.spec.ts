import { expect, loginViaApi, test } from './fixtures';
import { distortedHandwriting } from '@argumenta/ocr-worker/fixtures';
import { imageOnlyPdf, paragraphPng, scannedPdf, textPdf } from './files';

const PARAGRAPHS = [
  [
    'A educação é o caminho mais seguro para reduzir as desigualdades sociais.',
    'Quando o Estado investe em escolas, toda a sociedade ganha.',
  ],
  [
    'Entretanto, faltam recursos e professores valorizados em muitas regiões.',
    'Essa realidade exige ação conjunta do governo e da sociedade civil.',
  ],
];

test('PDF tab: text is extracted with paragraphs; an image-only PDF is refused and cleared', async ({ page }) => {
  await loginViaApi(page);
  await page.goto('/essays/new');
  await page.getByRole('tab', { name: /PDF/ }).click();
  await expect(page.getByTestId('submit-essay')).toBeDisabled();

  const lines = [...PARAGRAPHS[0], '', '', ...PARAGRAPHS[1]];
  await page
    .getByTestId('pdf-input')
    .setInputFiles({ name: 'redacao.pdf', mimeType: 'application/pdf', buffer: textPdf(lines) });
  await expect(page.getByTestId('pdf-result')).toBeVisible();
  const text = await page.getByTestId('pdf-text').innerText();
  expect(text).toContain('A educação é o caminho mais seguro');
  expect(text).toContain('Essa realidade exige ação conjunta');
  expect(text.split(/\n\s*\n/).length).toBe(2); // the line gap started a new paragraph
  await expect(page.getByTestId('submit-essay')).toBeEnabled();

  await page
    .getByTestId('pdf-input')
    .setInputFiles({ name: 'digitalizada.pdf', mimeType: 'application/pdf', buffer: imageOnlyPdf() });
  await expect(page.getByText(/Não foi possível extrair texto deste PDF/)).toBeVisible();
  await expect(page.getByTestId('pdf-result')).toHaveCount(0);
  await expect(page.getByTestId('submit-essay')).toBeDisabled();
});

test('image tab: a printed paragraph is transcribed into an editable box with the info panel', async ({ page }) => {
  await loginViaApi(page);
  await page.goto('/essays/new');
  await page.getByRole('tab', { name: /Imagem/ }).click();
  const png = await paragraphPng([
    'A educação pública no Brasil precisa de investimento',
    'contínuo para que todos os estudantes aprendam.',
  ]);
  await page.getByTestId('image-input').setInputFiles({ name: 'redacao.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Transcrever Imagem' }).click();
  await expect(page.getByTestId('transcription-overlay')).toBeVisible();
  await expect(page.getByTestId('transcription-result')).toBeVisible({ timeout: 60_000 });
  for (const label of ['Caracteres', 'Palavras', 'Qualidade estimada', 'Tempo', 'Créditos restantes']) {
    await expect(page.getByTestId('transcription-result').getByText(label, { exact: true })).toBeVisible();
  }
  const box = page.getByTestId('transcribed-text');
  await expect(box).toHaveValue(/educa/i);
  await expect(box).toHaveValue(/Brasil/);
  await box.fill(`${await box.inputValue()} Texto revisado pelo estudante.`);
  await expect(box).toHaveValue(/revisado pelo estudante/);
  await expect(page.getByTestId('submit-essay')).toBeEnabled();
});

// Issue 49: a handwritten page the engine cannot read is not handed over as text (nor charged); the student types it
// beside the photo: on a 390 × 844 phone the photo comes first, then the editor; on a desktop they sit side by side.
for (const [device, viewport] of [
  ['phone 390×844', { width: 390, height: 844 }],
  ['desktop 1280×800', { width: 1280, height: 800 }],
] as const)
  test(`image tab (${device}): an unreadable handwritten page leaves the editor empty, explains why, and keeps the photo beside it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await loginViaApi(page);
    await page.goto('/essays/new');
    await page.getByRole('tab', { name: /Imagem/ }).click();
    const jpg = await distortedHandwriting(8, 3);
    await page
      .getByTestId('image-input')
      .setInputFiles({ name: 'manuscrita.jpg', mimeType: 'image/jpeg', buffer: jpg });
    await page.getByRole('button', { name: 'Transcrever Imagem' }).click();
    const alert = page.getByTestId('transcription-illegible');
    await expect(alert).toBeVisible({ timeout: 90_000 });
    await expect(alert).toContainText('Não conseguimos ler esta página com segurança');
    await expect(alert).toContainText('o crédito foi devolvido');
    await expect(page.getByTestId('transcription-result')).toHaveCount(0);
    // The line-by-line typing opens first (line-typing.spec.ts); the single box beside the photo is one click away.
    await expect(page.getByTestId('line-typing')).toBeVisible();
    await page.getByRole('button', { name: 'Digitar tudo num campo só' }).click();
    await expect(page.getByTestId('typing-photo').getByRole('img')).toBeVisible();
    const box = page.getByRole('textbox', { name: 'Digite a redação vendo a foto' });
    await expect(box).toHaveValue('');
    const photo = await page.getByTestId('typing-photo').boundingBox();
    const editor = await box.boundingBox();
    // Phone: the photo above the editor; desktop: beside it.
    if (viewport.width < 768) expect(photo!.y + photo!.height).toBeLessThanOrEqual(editor!.y);
    else expect(photo!.x + photo!.width).toBeLessThanOrEqual(editor!.x);
    await expect(page.getByTestId('submit-essay')).toBeDisabled();
    await box.fill('A persistência da violência contra a mulher na sociedade brasileira é um desafio.');
    await expect(page.getByTestId('submit-essay')).toBeEnabled();
  });

// Issue 49: a scanned PDF (image only) of a handwritten page takes the photo's path: the same gate, no charge when
// unreadable, and the page the server rendered from the PDF shown beside the editor.
test('image tab: a scanned PDF of an unreadable handwritten page is held for typing beside its page image', async ({
  page,
}) => {
  await loginViaApi(page);
  await page.goto('/essays/new');
  await page.getByRole('tab', { name: /Imagem/ }).click();
  const pdf = await scannedPdf(await distortedHandwriting(8, 3));
  await page
    .getByTestId('image-input')
    .setInputFiles({ name: 'manuscrita-digitalizada.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Transcrever Imagem' }).click();
  const alert = page.getByTestId('transcription-illegible');
  await expect(alert).toBeVisible({ timeout: 90_000 });
  await expect(alert).toContainText('o crédito foi devolvido');
  // As for a photo: the line-by-line typing over the page the server rendered opens first; the single box is a click away.
  await expect(page.getByTestId('line-typing')).toBeVisible();
  await page.getByRole('button', { name: 'Digitar tudo num campo só' }).click();
  await expect(page.getByTestId('typing-photo').getByRole('img')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Digite a redação vendo a foto' })).toHaveValue('');
});
