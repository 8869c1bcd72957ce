import { HStack, Text } from '@chakra-ui/react';

export function Logo({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  return (
    <HStack gap="2">
      <img src="/favicon.svg" alt="" width={size === 'lg' ? 32 : 26} height={size === 'lg' ? 32 : 26} />
      <Text fontWeight="bold" fontSize={size === 'lg' ? 'xl' : 'lg'} color="brand.fg" letterSpacing="tight">
        Argumenta
      </Text>
    </HStack>
  );
}
