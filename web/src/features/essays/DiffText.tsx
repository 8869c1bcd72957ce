import { Box, Text } from '@chakra-ui/react';
import type { DiffPart } from './textDiff';

/** A word diff as running text: struck out = only in the earlier text, highlighted = only in the later one. */
export function DiffText({ parts }: { parts: DiffPart[] }) {
  return (
    <Text lineHeight="tall" whiteSpace="pre-wrap">
      {parts.map((p, i) =>
        p.type === 'same' ? (
          <span key={i}>{p.text} </span>
        ) : p.type === 'removed' ? (
          <Box as="del" key={i} color="red.fg" bg="red.subtle" px="0.5" mr="1">
            {p.text}
          </Box>
        ) : (
          <Box as="ins" key={i} color="green.fg" bg="green.subtle" px="0.5" mr="1" textDecoration="none">
            {p.text}
          </Box>
        ),
      )}
    </Text>
  );
}
