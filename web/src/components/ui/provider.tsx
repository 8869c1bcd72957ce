import { ChakraProvider } from '@chakra-ui/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { FONT_SCALE, usePreferences } from '@/stores/preferences';
import { system } from '@/theme';
import { ColorModeProvider, type ColorModeProviderProps } from './color-mode';
import { Toaster } from './toaster';

/** Settings → Aparência → font size scales the root font (every Chakra size is in rem). */
function FontSizeSync() {
  const fontSize = usePreferences((s) => s.appearance.fontSize);
  useLayoutEffect(() => {
    document.documentElement.style.fontSize = FONT_SCALE[fontSize] ?? FONT_SCALE.medium;
  }, [fontSize]);
  return null;
}

export function Provider({ children, ...props }: ColorModeProviderProps & { children?: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider {...props}>
        <FontSizeSync />
        {children}
        <Toaster />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
