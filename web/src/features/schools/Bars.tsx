import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { formatNumber } from '@/lib/format';

// Same hues per competency as the score chart.
export const COMPETENCY_COLORS = ['#e11d48', '#7c3aed', '#2563eb', '#ea580c', '#0d9488'] as const;

export type Bar = { label: string; value: number | null; max: number; color?: string; hint?: string };

/** Horizontal bars (readable on a phone, no chart library): a label, the bar and its value; null shows "sem dados". */
export function Bars({ items, testId }: { items: Bar[]; testId?: string }) {
  return (
    <Stack gap="2" data-testid={testId}>
      {items.map((b) => (
        <Box key={b.label}>
          <HStack justify="space-between" fontSize="sm" gap="2">
            <Text truncate title={b.hint ?? b.label}>
              {b.label}
            </Text>
            <Text fontWeight="semibold" color={b.value === null ? 'fg.muted' : undefined} flexShrink={0}>
              {b.value === null ? 'sem dados' : formatNumber(b.value)}
            </Text>
          </HStack>
          <Box
            h="2"
            bg="bg.muted"
            rounded="full"
            overflow="hidden"
            role="img"
            aria-label={`${b.label}: ${b.value === null ? 'sem dados' : formatNumber(b.value)} de ${b.max}`}
          >
            <Box
              h="full"
              w={`${b.value === null ? 0 : Math.min(100, (b.value / b.max) * 100)}%`}
              bg={b.color ?? 'brand.solid'}
              rounded="full"
            />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

type Media = { c1: number | null; c2: number | null; c3: number | null; c4: number | null; c5: number | null };

/** One group of five bars (C1–C5, 0–200) per row: how each room or activity does in each competency. */
export function CompetencyBars({ rows }: { rows: { label: string; media: Media }[] }) {
  return (
    <Stack gap="4" data-testid="competency-bars">
      <HStack gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
        {COMPETENCY_COLORS.map((c, i) => (
          <HStack key={c} gap="1">
            <Box w="3" h="3" rounded="sm" bg={c} />
            <Text>C{i + 1}</Text>
          </HStack>
        ))}
      </HStack>
      {rows.map((r) => (
        <Box key={r.label}>
          <Text fontSize="sm" fontWeight="medium" mb="1">
            {r.label}
          </Text>
          <Bars
            items={(['c1', 'c2', 'c3', 'c4', 'c5'] as const).map((k, i) => ({
              label: `C${i + 1}`,
              value: r.media[k],
              max: 200,
              color: COMPETENCY_COLORS[i],
            }))}
          />
        </Box>
      ))}
    </Stack>
  );
}
