import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('registration form', () => {
  it('shows the required-field messages', async () => {
    renderWithProviders(<RegisterPage />);
    submit('Criar conta');
    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Email é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument();
    expect(screen.getByText('Confirmação de senha é obrigatória')).toBeInTheDocument();
  });

  it('shows length, pattern and mismatch messages, and clears a message when its field is edited', async () => {
    renderWithProviders(<RegisterPage />);
    type('Nome completo', ' A ');
    type('Email', 'sem-arroba');
    type('Senha', '12345');
    type('Confirmar senha', '54321');
    submit('Criar conta');
    expect(await screen.findByText('Nome deve ter pelo menos 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Senhas não coincidem')).toBeInTheDocument();
    type('Email', 'aluno@escola.com');
    expect(screen.queryByText('Email inválido')).not.toBeInTheDocument();
    expect(screen.getByText('Senhas não coincidem')).toBeInTheDocument();
  });
});

describe('login form', () => {
  it('asks for both fields', async () => {
    renderWithProviders(<LoginPage />);
    type('Email', '   ');
    submit('Entrar');
    expect(await screen.findByText('Por favor, preencha todos os campos')).toBeInTheDocument();
  });

  it('toggles the password visibility', () => {
    renderWithProviders(<LoginPage />);
    const input = screen.getByPlaceholderText('Sua senha');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input).toHaveAttribute('type', 'text');
  });
});

describe('form errors are announced', () => {
  it('registration: each message is an alert, its field aria-invalid, the focus on the first invalid field', async () => {
    renderWithProviders(<RegisterPage />);
    type('Nome completo', 'Ana Souza');
    type('Email', 'sem-arroba');
    submit('Criar conta');
    const message = await screen.findByTestId('error-email');
    expect(message).toHaveAttribute('role', 'alert');
    expect(message).toHaveTextContent('Email inválido');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nome completo')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('login: the message is an alert, the empty field aria-invalid and focused', async () => {
    renderWithProviders(<LoginPage />);
    type('Email', 'aluno@escola.com');
    submit('Entrar');
    expect(await screen.findByTestId('login-error')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Senha')).toHaveFocus();
  });
});
