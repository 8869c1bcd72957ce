import { describe, expect, it } from '@jest/globals';
import { SCHOOL_MESSAGES } from '@argumenta/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { CreateUserForm } from './CreateUserDialog';
import { validateAddCredits, validateNewUser } from './validation';

const form = (over: Partial<Record<'nome' | 'email' | 'senha' | 'tipo' | 'creditos' | 'escola_id', string>> = {}) => ({
  nome: 'Maria Souza',
  email: 'maria@escola.com',
  senha: 'senha123',
  tipo: 'estudante',
  creditos: '50',
  ...over,
});

describe('admin create-user validation', () => {
  it('accepts a valid user, trimming the name and lower-casing the email', () => {
    expect(
      validateNewUser(form({ nome: '  Maria  ', email: ' Maria@Escola.COM ', tipo: 'professor', creditos: '0' })),
    ).toEqual({
      ok: true,
      data: { nome: 'Maria', email: 'maria@escola.com', senha: 'senha123', tipo: 'professor', creditos: 0 },
    });
  });

  it('gives the spec messages per field', () => {
    const r = validateNewUser(form({ nome: ' ', email: '', senha: '', creditos: '-1' }));
    expect(r).toEqual({
      ok: false,
      errors: {
        nome: 'Nome é obrigatório',
        email: 'Email é obrigatório',
        senha: 'Senha é obrigatória',
        creditos: 'Créditos não podem ser negativos',
      },
    });
    const r2 = validateNewUser(
      form({ nome: 'A', email: 'sem-arroba', senha: '12345', creditos: '1.5', tipo: 'diretor' }),
    );
    expect(r2).toEqual({
      ok: false,
      errors: {
        nome: 'Nome deve ter pelo menos 2 caracteres',
        email: 'Email inválido',
        senha: 'Senha deve ter pelo menos 6 caracteres',
        tipo: 'Selecione um tipo de usuário',
        creditos: 'Créditos devem ser um número inteiro',
      },
    });
  });

  it('a coordinator needs a school; the chosen school is sent (issue 54)', () => {
    expect(validateNewUser(form({ tipo: 'coordenador' }))).toEqual({
      ok: false,
      errors: { escola_id: SCHOOL_MESSAGES.coordinatorNeedsSchool },
    });
    expect(validateNewUser(form({ tipo: 'coordenador', escola_id: '7' }))).toMatchObject({
      ok: true,
      data: { tipo: 'coordenador', escola_id: 7 },
    });
    const plain = validateNewUser(form());
    expect(plain.ok && 'escola_id' in plain.data).toBe(false);
  });

  it('add-credits: usuario id and quantidade at least 1, descricao optional', () => {
    expect(validateAddCredits({ usuario_id: '3', quantidade: '10', descricao: ' ' })).toEqual({
      ok: true,
      data: { usuario_id: 3, quantidade: 10 },
    });
    expect(validateAddCredits({ usuario_id: '3', quantidade: '1', descricao: 'bônus' })).toEqual({
      ok: true,
      data: { usuario_id: 3, quantidade: 1, descricao: 'bônus' },
    });
    const bad = validateAddCredits({ usuario_id: '0', quantidade: '0', descricao: 'x'.repeat(201) });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(['descricao', 'quantidade', 'usuario_id']);
  });
});

describe('create-user form', () => {
  it('starts with 50 credits and the student type, and shows messages without calling the server', async () => {
    renderWithProviders(<CreateUserForm onCreated={() => undefined} />);
    expect(screen.getByLabelText('Créditos')).toHaveValue(50);
    expect(screen.getByLabelText('Tipo')).toHaveValue('estudante');
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'errado' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar usuário' }));
    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Nome/), { target: { value: 'Ana' } });
    expect(screen.queryByText('Nome é obrigatório')).not.toBeInTheDocument();
  });
});
