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
