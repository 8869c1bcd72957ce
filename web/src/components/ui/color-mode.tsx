import { ClientOnly, IconButton, Skeleton, type IconButtonProps } from '@chakra-ui/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LuMoon, LuSun } from 'react-icons/lu';

/*
 * Chakra v3 no longer ships colour-mode helpers. Its snippet uses next-themes, whose inline
 * <script> makes React 19 log a console error on client rendering, so this is a small
 * hand-written equivalent: a class on <html> ('light' | 'dark') remembered in localStorage.
 */
export type Theme = 'light' | 'dark' | 'system';
export const THEME_KEY = 'theme';

type Ctx = { theme: Theme; colorMode: 'light' | 'dark'; setColorMode: (t: Theme) => void; toggleColorMode: () => void };
const ColorModeContext = createContext<Ctx | null>(null);

function systemMode(): 'light' | 'dark' {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

function readTheme(fallback: Theme): Theme {
  try {
    const v = localStorage.getItem(THEME_KEY);
    return v === 'light' || v === 'dark' || v === 'system' ? v : fallback;
  } catch {
    return fallback;
  }
}

export type ColorModeProviderProps = { children?: ReactNode; defaultTheme?: Theme };

export function ColorModeProvider({ children, defaultTheme = 'system' }: ColorModeProviderProps) {
  const [theme, setTheme] = useState<Theme>(() => readTheme(defaultTheme));
  const [system, setSystem] = useState(systemMode);
  const colorMode = theme === 'system' ? system : theme;

  useEffect(() => {
    const mq = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!mq) return;
    const on = () => setSystem(mq.matches ? 'dark' : 'light');
    mq.addEventListener?.('change', on);
    return () => mq.removeEventListener?.('change', on);
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(colorMode);
    root.style.colorScheme = colorMode;
  }, [colorMode]);

  const setColorMode = useCallback((t: Theme) => {
    setTheme(t);
    try {
      localStorage.setItem(THEME_KEY, t);
    } catch {
      /* private mode: keep it in memory */
    }
  }, []);

  const value = useMemo<Ctx>(
    () => ({
      theme,
      colorMode,
      setColorMode,
      toggleColorMode: () => setColorMode(colorMode === 'dark' ? 'light' : 'dark'),
    }),
    [theme, colorMode, setColorMode],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): Ctx {
  const ctx = useContext(ColorModeContext);
  if (!ctx) throw new Error('useColorMode must be used inside ColorModeProvider');
  return ctx;
}

export function useColorModeValue<T>(light: T, dark: T): T {
  return useColorMode().colorMode === 'dark' ? dark : light;
}

export function ColorModeButton(props: Omit<IconButtonProps, 'aria-label'>) {
  const { colorMode, toggleColorMode } = useColorMode();
  return (
    <ClientOnly fallback={<Skeleton boxSize="8" />}>
      <IconButton
        onClick={toggleColorMode}
        variant="ghost"
        size="sm"
        aria-label={colorMode === 'dark' ? 'Usar tema claro' : 'Usar tema escuro'}
        {...props}
      >
        {colorMode === 'dark' ? <LuSun /> : <LuMoon />}
      </IconButton>
    </ClientOnly>
  );
}
