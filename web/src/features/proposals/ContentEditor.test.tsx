import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/render';
import { ContentEditor, type ContentValue } from './ContentEditor';
import { insertMarker, keepReferenced, nextImageNumber, removeMarker } from './markers';

describe('image markers (spec 2.11)', () => {
  it('inserts [IMAGEM_n] at the cursor on a line of its own and says where', () => {
    expect(insertMarker('', 0, 1)).toEqual({ text: '[IMAGEM_1]\n', posicao: 0, cursor: 11 });
    expect(insertMarker('Texto I\nTexto II', 7, 1)).toEqual({
      text: 'Texto I\n[IMAGEM_1]\nTexto II',
      posicao: 8,
      cursor: 19,
    });
    expect(insertMarker('abcdef', 3, 2).text).toBe('abc\n[IMAGEM_2]\ndef');
    expect(insertMarker('abc', 99, 3).text).toBe('abc\n[IMAGEM_3]\n');
  });
  it('removes a marker and the line it was alone on, leaving the rest as it was', () => {
    expect(removeMarker('Texto I\n[IMAGEM_1]\nTexto II', 1)).toBe('Texto I\nTexto II');
    expect(removeMarker('[IMAGEM_1]\nTexto', 1)).toBe('Texto');
    expect(removeMarker('Texto\n[IMAGEM_1]', 1)).toBe('Texto');
    expect(removeMarker('veja [IMAGEM_2] aqui', 2)).toBe('veja  aqui');
    expect(removeMarker('[IMAGEM_1]\n[IMAGEM_12]\n', 1)).toBe('[IMAGEM_12]\n');
  });
  it('numbers new images above every marker and draft, and keeps only referenced drafts', () => {
    expect(nextImageNumber('a [IMAGEM_4] b', [1, 2])).toBe(5);
    expect(nextImageNumber('', [])).toBe(1);
    expect(keepReferenced('[IMAGEM_2]', [{ id: 1 }, { id: 2 }])).toEqual([{ id: 2 }]);
  });
});

function Harness({ onValue }: { onValue: (v: ContentValue) => void }) {
  const [value, setValue] = useState<ContentValue>({ text: 'Texto I\nTexto II', images: [] });
  return (
    <ContentEditor
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('ContentEditor', () => {
  (globalThis.URL as unknown as { createObjectURL: () => string }).createObjectURL = () => 'blob:teste';
  (globalThis.URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => undefined;
  const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

  it('puts each picked image at the cursor as a marker, describes it, and removing it removes its marker', async () => {
    const onValue = jest.fn<(v: ContentValue) => void>();
    renderWithProviders(<Harness onValue={onValue} />);
    const area = screen.getByTestId('proposal-content') as HTMLTextAreaElement;
    const input = screen.getByTestId('proposal-image-input');

    area.setSelectionRange(7, 7);
    fireEvent.select(area);
    fireEvent.change(input, { target: { files: [png('grafico.png')] } });
    await waitFor(() => expect(area.value).toBe('Texto I\n[IMAGEM_1]\nTexto II'));

    area.setSelectionRange(area.value.length, area.value.length);
    fireEvent.select(area);
    fireEvent.change(input, { target: { files: [png('charge.png')] } });
    await waitFor(() => expect(area.value).toBe('Texto I\n[IMAGEM_1]\nTexto II\n[IMAGEM_2]\n'));
    expect(screen.getAllByTestId('proposal-image').map((e) => e.getAttribute('data-id'))).toEqual(['1', '2']);

    fireEvent.change(screen.getByLabelText('Descrição da imagem 2'), { target: { value: 'Charge sobre o tema' } });
    expect(onValue.mock.calls.at(-1)![0].images.map((i) => [i.id, i.descricao, i.posicao])).toEqual([
      [1, '', 8],
      [2, 'Charge sobre o tema', 28],
    ]);

    fireEvent.click(screen.getByLabelText('Remover imagem 1'));
    await waitFor(() => expect(area.value).toBe('Texto I\nTexto II\n[IMAGEM_2]\n'));
    expect(screen.getAllByTestId('proposal-image').map((e) => e.getAttribute('data-id'))).toEqual(['2']);

    // Deleting a marker by hand flags its image (it is dropped on save).
    fireEvent.change(area, { target: { value: 'Texto I\nTexto II\n' } });
    expect(await screen.findByText('Marcador ausente no texto: a imagem será removida ao salvar.')).toBeTruthy();
    // A third image is numbered after the ones already used.
    fireEvent.change(input, { target: { files: [png('mapa.png')] } });
    await waitFor(() => expect(area.value).toContain('[IMAGEM_3]'));
  });

  it('refuses a file that is not an image', async () => {
    renderWithProviders(<Harness onValue={() => undefined} />);
    fireEvent.change(screen.getByTestId('proposal-image-input'), {
      target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect((screen.getByTestId('proposal-content') as HTMLTextAreaElement).value).toBe('Texto I\nTexto II');
    expect(screen.queryAllByTestId('proposal-image')).toHaveLength(0);
  });
});
