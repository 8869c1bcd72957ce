import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { pageItems } from './pagination';

export function Pagination({ page, pages, onChange }: { page: number; pages: number; onChange: (p: number) => void }) {
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Paginação" gap="1" justify="center" wrap="wrap">
      <IconButton
        size="sm"
        variant="ghost"
        aria-label="Página anterior"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <LuChevronLeft />
      </IconButton>
      {pageItems(page, pages).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            size="sm"
            minW="9"
            variant={item === page ? 'solid' : 'ghost'}
            colorPalette={item === page ? 'brand' : 'gray'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Página ${item}`}
            onClick={() => onChange(item)}
          >
            {item}
          </Button>
        ) : (
          <Text key={item} px="1" color="fg.muted" aria-hidden>
            …
          </Text>
        ),
      )}
      <IconButton
        size="sm"
        variant="ghost"
        aria-label="Próxima página"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        <LuChevronRight />
      </IconButton>
    </HStack>
  );
}
