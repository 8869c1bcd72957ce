import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createActivity, expect, test } from './fixtures';

// Issue 54's rostering walk, in the browser: the admin creates a school, imports the documented OneRoster-style example
// set saved by Excel on Windows (Windows-1252, accented names) into it, opens one of the classes it created and prints
// that class's answer sheets — no user id typed, no API call made by hand.
const EXAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/examples/oneroster');

test('admin imports a Windows-1252 OneRoster set into classes and prints a class’s answer sheets', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const escola = `EE Rostering ${tag}`;
  // The example set with this run's e-mails (each run a new school, so the sourcedIds may repeat), as cp1252 bytes.
  const files = ['users.csv', 'classes.csv', 'enrollments.csv'].map((name) => ({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      readFileSync(path.join(EXAMPLE, name), 'utf8').replaceAll('@escola.exemplo.br', `.${tag}@exemplo.com`),
      'latin1',
    ),
  }));
  expect(files[0]!.buffer.includes(Buffer.from('ç', 'utf8'))).toBe(false);

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('admin@argumenta.dev');
  await page.getByLabel('Senha', { exact: true }).fill('argumenta123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/dashboard');

  await page.goto('/admin?aba=escolas');
  await page.getByLabel('Nome').fill(escola);
  await page.getByRole('button', { name: 'Criar escola' }).click();
  await expect(page.getByText('Escola criada com sucesso!').first()).toBeVisible();
  // The school's pool, which pays for its teachers' corrections.
  await page.getByTestId('manage-school').getByLabel('Quantidade').fill('30');
  await page.getByTestId('manage-school').getByRole('button', { name: 'Adicionar créditos' }).click();
  await expect(page.getByText('Saldo: 30').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Importar CSV' }).click();
  await page.getByLabel('Formato').selectOption('oneroster');
  await page.getByLabel('Escola', { exact: true }).selectOption({ label: escola });
  await page.getByTestId('csv-input').setInputFiles(files);
  const preview = page.getByTestId('csv-preview');
  await expect(preview).toContainText('Windows-1252 (Excel)');
  await expect(preview).toContainText('4 a criar · 0 a atualizar · 0 com erro · 2 turmas novas, 3 matrículas');

  await page.getByRole('button', { name: 'Importar usuários' }).click();
  const result = page.getByTestId('csv-result');
  await expect(result).toContainText('4 criados');
  await expect(result.getByTestId('csv-codes')).toContainText('Conceição Araújo');
  const teacherCode = (await result
    .getByTestId('csv-codes')
    .getByRole('row')
    .filter({ hasText: 'Márcia Gonçalves' })
    .getByRole('cell')
    .nth(3)
    .textContent())!.trim();
  const turma = result.getByTestId('csv-class').filter({ hasText: 'Redação 3º Ano A' });
  await expect(turma).toContainText('nova');
  await turma.getByRole('link', { name: 'Abrir turma' }).click();

  await expect(page.getByTestId('sala-title')).toHaveText('Redação 3º Ano A');
  await page.getByRole('tab', { name: 'Estudantes' }).click();
  await expect(page.getByTestId('student-row')).toHaveCount(2);
  await expect(page.getByTestId('student-row').filter({ hasText: 'Conceição Araújo' })).toBeVisible();
  await expect(page.getByTestId('student-row').filter({ hasText: 'João Estêvão' })).toBeVisible();
  await page.getByRole('tab', { name: 'Atividades' }).click();

  await createActivity(page, { titulo: `Simulado ${tag}`, tema: 'Os desafios da leitura no Brasil' });
  await page.getByTestId('see-submissions').click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Folhas de resposta (PDF)' }).click();
  const pdf = readFileSync((await (await download).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // One A4 sheet per student of the class.
  expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  // The admin is in no school: their own credits pay what they send.
  await expect(page.getByTestId('batch-cost')).toHaveText('Cada redação custa 1 crédito seu.');
  const submissionsUrl = page.url();

  // The school's panel: the pool's ledger and a monthly quota for the teacher the set named.
  await page.goto('/admin?aba=escolas');
  await page
    .getByTestId('schools-table')
    .getByRole('row')
    .filter({ hasText: escola })
    .getByRole('link', { name: `Painel de ${escola}` })
    .click();
  await expect(page.getByTestId('ledger-row').first()).toContainText('+30');
  const quota = page.getByTestId('quota-row').filter({ hasText: 'Márcia Gonçalves' });
  await quota.getByLabel('Cota mensal de Márcia Gonçalves').fill('10');
  await quota.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Cota definida: 10 créditos por mês.').first()).toBeVisible();

  // The teacher, logged in with the printed first-access code, sees the school's pool that pays, not "0 créditos".
  const teacher = await (await browser.newContext()).newPage();
  await teacher.goto('/auth/login');
  await teacher.getByLabel('Email').fill(`marcia.goncalves.${tag}@exemplo.com`);
  await teacher.getByLabel('Senha', { exact: true }).fill(teacherCode);
  await teacher.getByRole('button', { name: 'Entrar', exact: true }).click();
  await teacher.waitForURL('**/dashboard');
  await expect(teacher.getByTestId('credits-school')).toContainText('30');
  await expect(teacher.getByTestId('credits-school-note')).toContainText(
    `pagas pela escola ${escola} (30 créditos no saldo). Sua cota neste mês: 0 de 10.`,
  );
  // Her class's batch is paid by the school's pool, within her quota.
  await teacher.goto(submissionsUrl);
  await expect(teacher.getByTestId('batch-cost')).toHaveText(
    `Cada redação custa 1 crédito do saldo da escola ${escola} (30 disponíveis; sua cota: 0 de 10 neste mês); sem saldo, 1 crédito seu.`,
  );
});
