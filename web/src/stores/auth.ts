import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '@argumenta/contracts';

/** Spec 4: the session lives under 'auth-storage'; the token is mirrored under 'auth_token'. */
export const AUTH_STORAGE_KEY = 'auth-storage';
export const TOKEN_KEY = 'auth_token';

type AuthState = {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  /** Start-up check: idle → checking → ready (not persisted). */
  status: 'idle' | 'checking' | 'ready';
  setSession: (user: User, token: string) => void;
  setUser: (user: User) => void;
  setStatus: (status: AuthState['status']) => void;
  clear: () => void;
};

export const useAuth = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      isAuthenticated: false,
      status: 'idle',
      setSession: (user, token) => {
        localStorage.setItem(TOKEN_KEY, token);
        set({ user, token, isAuthenticated: true, status: 'ready' });
      },
      // Only a real user replaces the stored one (a missing user would send every page to the login screen).
      setUser: (user) => user?.tipo && set({ user }),
      setStatus: (status) => set({ status }),
      clear: () => {
        localStorage.removeItem(TOKEN_KEY);
        set({ user: null, token: null, isAuthenticated: false });
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ user: s.user, token: s.token, isAuthenticated: s.isAuthenticated }),
    },
  ),
);

export const getToken = () => useAuth.getState().token ?? localStorage.getItem(TOKEN_KEY);
