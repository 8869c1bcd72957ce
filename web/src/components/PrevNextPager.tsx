import { Button, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Anterior / Próxima with "Página n de m" (and whatever `children` adds); nothing when there is one page. */
export function PrevNextPager({
  page,
  pages,
  onChange,
  children,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  children?: ReactNode;
}) {
  if (pages <= 1) return null;
  return (
    <Flex justify="center" align="center" gap="3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Anterior
      </Button>
      <Text fontSize="sm">
        Página {page} de {pages}
        {children}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        Próxima
      </Button>
    </Flex>
  );
}
