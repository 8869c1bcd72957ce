import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { PASSWORD_RESET_MESSAGES } from '@argumenta/contracts';
import { renderWithProviders } from '../../../test/render';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';

// The forms' own checks (before any request): errors announced on the field that is wrong.
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const TOKEN = 'A'.repeat(43);

describe('Esqueceu sua senha?', () => {
  it('asks for a valid e-mail, announced and on the field', async () => {
    renderWithProviders(<ForgotPasswordPage />, { route: '/auth/forgot-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeInTheDocument();
    submit('Enviar link');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email é obrigatório');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sem-arroba' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    submit('Enviar link');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email inválido');
  });
});

describe('Redefinir senha', () => {
  it('a link without a valid token says so and offers a new one', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/redefinir-senha?token=curto' });
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_RESET_MESSAGES.tokenInvalid);
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('checks the new password with the registration rules, announced, focus on the first wrong field', async () => {
    renderWithProviders(<ResetPasswordPage />, { route: `/redefinir-senha?token=${TOKEN}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Nova senha'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Confirmar nova senha'), { target: { value: '321' } });
    submit('Redefinir senha');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Senha deve ter pelo menos 6 caracteres',
      'Senhas não coincidem',
    ]);
    expect(screen.getByLabelText('Nova senha')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nova senha')).toHaveFocus();
  });
});
