import { describe, expect, it } from '@jest/globals';
import { Input } from '@chakra-ui/react';
import { fireEvent, screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { renderWithProviders } from '../../test/render';
import { FormAlert, FormField, useFocusFirstInvalid } from './FormField';

/** Two fields, the second and third required: a refused submit marks them and moves the focus to the first. */
function Sample() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({ city: 'Cidade é obrigatória', school: 'Escola é obrigatória' });
    focusFirstInvalid();
  };
  return (
    <form ref={ref} onSubmit={onSubmit}>
      <FormAlert message={errors.city ? 'Corrija os campos marcados' : null} testId="form-error" />
      <FormField label="Nome">
        <Input name="name" />
      </FormField>
      <FormField label="Cidade" error={errors.city} name="city">
        <Input name="city" />
      </FormField>
      <FormField label="Escola" error={errors.school} name="school">
        <Input name="school" />
      </FormField>
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('FormField', () => {
  it('shows nothing invalid before a submit', () => {
    renderWithProviders(<Sample />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Cidade')).not.toHaveAttribute('aria-invalid');
  });

  it('after a refused submit: messages announced, fields aria-invalid and linked to them, focus on the first invalid', async () => {
    renderWithProviders(<Sample />);
    const button = screen.getByRole('button', { name: 'Salvar' });
    button.focus();
    fireEvent.click(button);
    const message = await screen.findByTestId('error-city');
    expect(message).toHaveAttribute('role', 'alert');
    expect(message).toHaveTextContent('Cidade é obrigatória');
    expect(screen.getByTestId('form-error')).toHaveAttribute('role', 'alert');
    const city = screen.getByLabelText('Cidade');
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAttribute('aria-errormessage', message.id);
    expect(screen.getByLabelText('Escola')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid');
    expect(city).toHaveFocus();
  });
});
