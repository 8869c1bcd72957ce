import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from '@argumenta/contracts';
import { renderWithProviders } from '../../../test/render';
import { THEME_KEY } from '@/components/ui/color-mode';
import { useAuth } from '@/stores/auth';
import { DEFAULT_PREFERENCES, PREFERENCES_KEY, usePreferences } from '@/stores/preferences';
import SettingsPage, { SETTINGS_MESSAGES } from './SettingsPage';
import { DELETE_ACCOUNT_MESSAGES } from './DeleteAccountDialog';

const user: User = {
  id: 7,
  nome: 'Ana Lima',
  email: 'ana@escola.com',
  tipo: 'estudante',
  creditos_disponiveis: 42,
  creditos_totais_usados: 8,
};
const stored = () => JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}') as { state: typeof DEFAULT_PREFERENCES };

beforeEach(() => {
  localStorage.clear();
  usePreferences.getState().reset();
  document.documentElement.className = '';
  document.documentElement.style.fontSize = '';
});
afterEach(() => act(() => useAuth.getState().clear()));

describe('settings preferences store', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      notifications: {
        emailNotifications: true,
        pushNotifications: true,
        essayFeedback: true,
        classroomUpdates: true,
        systemUpdates: false,
      },
      privacy: { profileVisibility: 'classmates', allowTeacherContact: true, shareActivityHistory: true },
      appearance: { language: 'pt', fontSize: 'medium' },
      sound: { enabled: true, volume: 70 },
    });
    const { notifications, privacy, appearance, sound } = usePreferences.getState();
    expect({ notifications, privacy, appearance, sound }).toEqual(DEFAULT_PREFERENCES);
  });

  it('persists each change to localStorage and reads it back, keeping defaults for missing keys', async () => {
    usePreferences.getState().update('privacy', { profileVisibility: 'private' });
    usePreferences.getState().update('sound', { volume: 140 });
    expect(stored().state.privacy.profileVisibility).toBe('private');
    expect(stored().state.sound).toEqual({ enabled: true, volume: 100 });

    localStorage.setItem(
      PREFERENCES_KEY,
      JSON.stringify({ state: { notifications: { systemUpdates: true } }, version: 0 }),
    );
    await usePreferences.persist.rehydrate();
    const s = usePreferences.getState();
    expect(s.notifications).toEqual({ ...DEFAULT_PREFERENCES.notifications, systemUpdates: true });
    expect(s.privacy).toEqual(DEFAULT_PREFERENCES.privacy);
  });
});

describe('settings page', () => {
  it('waits for the user before showing the settings', () => {
    renderWithProviders(<SettingsPage />);
    expect(screen.getByText(SETTINGS_MESSAGES.loading)).toBeInTheDocument();
    expect(screen.queryByText('Configurações')).not.toBeInTheDocument();
  });

  it('shows the four tabs with the defaults, and saves a toggle with a confirmation', async () => {
    useAuth.setState({ user, token: null, isAuthenticated: false });
    renderWithProviders(<SettingsPage />);
    expect(screen.getByRole('heading', { name: 'Configurações' })).toBeInTheDocument();
    for (const tab of ['Notificações', 'Privacidade', 'Aparência', 'Dados'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();

    const system = screen.getByRole('checkbox', { name: /Atualizações do sistema/ });
    expect(system).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Notificações por email/ })).toBeChecked();
    fireEvent.click(system);
    await waitFor(() => expect(stored().state.notifications.systemUpdates).toBe(true));
    expect(await screen.findByText(SETTINGS_MESSAGES.updated)).toBeInTheDocument();
  });

  it('privacy defaults to classmates', async () => {
    useAuth.setState({ user });
    renderWithProviders(<SettingsPage />);
    fireEvent.click(screen.getByRole('tab', { name: 'Privacidade' }));
    expect(await screen.findByRole('radio', { name: /Colegas de sala/ })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /Privado/ }));
    await waitFor(() => expect(stored().state.privacy.profileVisibility).toBe('private'));
  });

  it('appearance: theme drives the colour mode, font size scales the root, volume only with sounds on', async () => {
    useAuth.setState({ user });
    renderWithProviders(<SettingsPage />);
    fireEvent.click(screen.getByRole('tab', { name: 'Aparência' }));
    expect(await screen.findByRole('radio', { name: 'Sistema' })).toBeChecked();
    expect(document.documentElement.style.fontSize).toBe('100%');

    fireEvent.click(screen.getByRole('radio', { name: 'Escuro' }));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');

    fireEvent.click(screen.getByRole('radio', { name: 'Grande' }));
    await waitFor(() => expect(document.documentElement.style.fontSize).toBe('112.5%'));
    expect(stored().state.appearance.fontSize).toBe('large');

    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '70');
    fireEvent.click(screen.getByRole('checkbox', { name: /Sons do sistema/ }));
    await waitFor(() => expect(screen.queryByRole('slider')).not.toBeInTheDocument());
    expect(stored().state.sound.enabled).toBe(false);
  });

  it('data: shows the credits and asks for the password before deleting the account', async () => {
    useAuth.setState({ user });
    renderWithProviders(<SettingsPage />);
    fireEvent.click(screen.getByRole('tab', { name: 'Dados' }));
    expect(await screen.findByTestId('credits-available')).toHaveTextContent('42');
    expect(screen.getByTestId('credits-used')).toHaveTextContent('8');
    fireEvent.click(screen.getByRole('button', { name: /Excluir conta/ }));
    expect(await screen.findByText(DELETE_ACCOUNT_MESSAGES.question)).toBeInTheDocument();
    expect(screen.getByLabelText(/Confirme sua senha/)).toHaveAttribute('type', 'password');
    expect(screen.getByTestId('confirm-delete-account')).toHaveAttribute('type', 'submit');
  });
});
