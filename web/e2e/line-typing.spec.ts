import sharp from 'sharp';
import { ruledPage } from '@argumenta/ocr-worker/fixtures';
import { expect, loginViaApi, test } from './fixtures';

// Issue 49, "digitar vendo a foto": a handwritten ENEM sheet the recognizer cannot read (a title and 10 lines, the
// hand elastically distorted like a real one) is photographed; the page comes back unreadable, and the student types it
// line by line beside each line's zoomed image — one line at a time on a 390 × 844 phone, the whole column on a
// desktop — with the keyboard only (Enter = next line). The lines become the essay text in the normal form (title
// apart, paragraphs from the layout) and the essay is submitted. The walk counts what it took (keystrokes, clicks,
// switches between the photo and the text): docs/benchmarks.md "digitar vendo a foto".
const SHEET = {
  sheet: 'enem',
  written: 10,
  title: true,
  hand: 'texto',
  distortion: 8,
  paragraphEvery: 5,
  seed: 3,
} as const;

for (const [device, viewport] of [
  ['phone 390×844', { width: 390, height: 844 }],
  ['desktop 1280×800', { width: 1280, height: 800 }],
] as const)
  test(`digitar vendo a foto (${device}): an unreadable sheet typed line by line becomes the essay and is submitted`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await loginViaApi(page);
    await page.goto('/essays/new');
    await page.getByRole('tab', { name: /Imagem/ }).click();
    const sheet = await ruledPage(SHEET);
    const jpg = await sharp(sheet.image).jpeg({ quality: 85 }).toBuffer();
    await page.getByTestId('image-input').setInputFiles({ name: 'folha.jpg', mimeType: 'image/jpeg', buffer: jpg });
    await page.getByRole('button', { name: 'Transcrever Imagem' }).click();
    let clicks = 2; // the tab, "Transcrever Imagem" (choosing the photo is the same in both walks)

    // Unreadable: explained in Portuguese, nothing poured into the editor, the typing screen opens by itself.
    await expect(page.getByTestId('transcription-illegible')).toBeVisible({ timeout: 150_000 });
    const typing = page.getByTestId('line-typing');
    await expect(typing).toBeVisible();
    const evidence = page.getByTestId('sheet-evidence');
    await expect(evidence).toContainText('linhas escritas');
    await expect(evidence).toContainText('título');
    const counted = Number(await evidence.getAttribute('data-linhas'));
    expect(Math.abs(counted - sheet.lines.filter((l) => !l.titulo).length)).toBeLessThanOrEqual(2);

    const position = page.getByTestId('line-position');
    await expect(position).toHaveAttribute('aria-live', 'polite');
    const n = Number(/de (\d+)/.exec((await position.textContent()) ?? '')![1]);
    expect(n).toBeGreaterThanOrEqual(sheet.lines.length - 2);
    // Phone: one line at a time; desktop: the whole column.
    await expect(page.getByTestId('typing-line')).toHaveCount(viewport.width < 768 ? 1 : n);

    // Keyboard only: each line's text typed looking at its image, Enter to the next; the last Enter finishes.
    let keystrokes = 0;
    await page.getByTestId('line-input').first().focus();
    const typed: string[] = [];
    for (let i = 0; i < n; i++) {
      await expect(position).toHaveText(new RegExp(`^Linha ${i + 1} de ${n}`));
      const current = page.locator('[data-testid="typing-line"][data-current="true"]');
      const img = current.getByTestId('line-image');
      await expect(img).toBeVisible();
      // The crop is real pixels of the photo, zoomed: wider on screen than tall, and loaded.
      expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth > el.naturalHeight * 3)).toBe(true);
      const numero = Number(/linha (\d+) da folha/.exec((await img.getAttribute('alt')) ?? '')![1]);
      const truth = sheet.lines.find((l) => l.numero === numero)?.texto ?? '';
      const field = current.getByTestId('line-input');
      await expect(field).toBeFocused();
      // A pre-filled (confident) reading would be checked, not retyped; this hand yields none.
      await expect(field).toHaveValue('');
      // The first line key by key (each key a change of the field); the others arrive whole, as from a phone's
      // keyboard suggestion — key-by-key typing of the whole page takes minutes on a loaded CI machine.
      if (i === 0) await page.keyboard.type(truth);
      else await page.keyboard.insertText(truth);
      keystrokes += truth.length + 1;
      typed.push(truth);
      await page.keyboard.press('Enter');
    }

    // The essay in the normal form: the title apart, paragraphs from the page's indents.
    const title = sheet.lines.find((l) => l.titulo)!.texto;
    await expect(page.getByLabel('Título (opcional)')).toHaveValue(title);
    const box = page.getByTestId('transcribed-text');
    const body = sheet.lines.filter((l) => !l.titulo).map((l) => l.texto);
    const text = await box.inputValue();
    expect(text.replace(/\s+/g, ' ')).toBe(body.join(' '));
    expect(text.split('\n\n').length).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('typing-photo').getByRole('img')).toBeVisible();

    await page.getByTestId('submit-essay').click();
    clicks++;
    await expect(page.getByTestId('correction-overlay')).toBeVisible();
    await page.waitForURL(/\/essays\/\d+\/feedback$/, { timeout: 90_000 });

    // The walk's cost, against the baseline (the whole page typed in one box, reading the photo in another app).
    const chars = body.join(' ').length + title.length;
    test.info().annotations.push({
      type: 'digitar-vendo-a-foto',
      description: JSON.stringify({ device, lines: n, chars, keystrokes, clicks, viewSwitches: 0 }),
    });
    console.log(
      `digitar-vendo-a-foto ${device}: ${n} linhas, ${chars} caracteres, ${keystrokes} teclas, ${clicks} cliques, 0 trocas de tela`,
    );
  });
