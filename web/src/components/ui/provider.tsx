import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from '@/theme';
import { ColorModeProvider, type ColorModeProviderProps } from './color-mode';
import { Toaster } from './toaster';

export function Provider({ children, ...props }: ColorModeProviderProps & { children?: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider {...props}>
        {children}
        <Toaster />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
