import { Button, Flex, SimpleGrid } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuInbox } from 'react-icons/lu';
import { Section, Tile } from '@/features/classrooms/ui';
import { usePendencias } from './inbox';

/** The teacher's dashboard: what waits for them (appeals, held grades, late submissions), with a way in. */
export function InboxSummary() {
  const q = usePendencias();
  const c = q.data?.contagens;
  const v = (n: number | undefined) => (q.isError ? '—' : (n ?? '…'));
  return (
    <Section title="Pendências">
      <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} data-testid="inbox-summary">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" flex="1">
          <Tile label="Recursos a decidir" value={v(c?.recursos)} testId="inbox-recursos" />
          <Tile label="Notas retidas para revisão" value={v(c?.revisoes)} testId="inbox-revisoes" />
          <Tile label="Entregas atrasadas" value={v(c?.atrasadas)} testId="inbox-atrasadas" />
        </SimpleGrid>
        <Button asChild colorPalette="brand" variant={c?.total ? 'solid' : 'outline'} flexShrink={0}>
          <RouterLink to="/reviews" data-testid="inbox-open">
            <LuInbox /> Ver pendências
          </RouterLink>
        </Button>
      </Flex>
    </Section>
  );
}
