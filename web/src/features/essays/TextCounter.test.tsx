import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { validateEssayText } from './guidance';
import { TextCounter } from './TextCounter';

const counter = (chars: number) => {
  const { unmount } = renderWithProviders(<TextCounter text={'a'.repeat(chars)} />);
  const el = screen.getByTestId('char-counter');
  const out = { color: el.getAttribute('data-color'), text: el.textContent };
  unmount();
  return out;
};

describe('essay text counter (spec 5)', () => {
  it.each([
    [0, 'red', 'Muito curto'],
    [499, 'red', 'Muito curto'],
    [500, 'orange', 'Pode ser expandido'],
    [2499, 'orange', 'Pode ser expandido'],
    [2500, 'green', 'Dentro do recomendado'],
    [3500, 'green', 'Dentro do recomendado'],
    [3501, 'orange', 'Próximo do limite'],
    [4000, 'orange', 'Próximo do limite'],
    [4001, 'red', 'Muito longo'],
  ])('%i characters → %s (%s)', (chars, color, label) => {
    const c = counter(chars);
    expect(c.color).toBe(color);
    expect(c.text).toContain(`${chars} caracteres`);
    expect(c.text).toContain(label);
  });

  it('validates before submitting', () => {
    expect(validateEssayText('   ')).toBe('Por favor, insira o texto da redação');
    expect(validateEssayText('a'.repeat(499))).toBe('A redação deve ter pelo menos 500 caracteres');
    expect(validateEssayText('a'.repeat(4001))).toBe('A redação deve ter no máximo 4000 caracteres');
    expect(validateEssayText('a'.repeat(500))).toBeNull();
  });
});
