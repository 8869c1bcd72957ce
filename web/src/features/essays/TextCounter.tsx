import { HStack, Text } from '@chakra-ui/react';
import { countWords, textGuidance } from './guidance';

/** Spec 5 live counter: characters, words and the colour guidance. */
export function TextCounter({ text }: { text: string }) {
  const guide = textGuidance(text.length);
  return (
    <HStack justify="space-between" w="full" fontSize="sm" wrap="wrap" gap="2">
      <Text data-testid="char-counter" data-color={guide.color} color={`${guide.color}.fg`} fontWeight="medium">
        {text.length} caracteres · {guide.label}
      </Text>
      <Text color="fg.muted">{countWords(text)} palavras · entre 500 e 4000 caracteres (ideal: 2500 a 3500)</Text>
    </HStack>
  );
}
