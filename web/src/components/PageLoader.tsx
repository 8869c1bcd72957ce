import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

export function PageLoader({ label = 'Carregando...' }: { label?: string }) {
  return (
    <Center py="20">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
