import { Box, Button, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import type { Role } from '@argumenta/contracts';
import { useDebounced } from '@/lib/useDebounced';
import { ROLE_LABEL } from '@/lib/roles';
import { listUsers, type AdminUser } from './api';

/**
 * Finds a person by name, e-mail or matrícula (the admin user list's search) and hands the chosen one back: nobody
 * types a numeric id. `label` names the field for screen readers and the e2e tests.
 */
export function UserPicker({
  label,
  onPick,
  tipos,
  exclude = [],
}: {
  label: string;
  onPick: (u: AdminUser) => void;
  /** Only these roles are offered (the server still decides). */
  tipos?: readonly Role[];
  exclude?: number[];
}) {
  const [search, setSearch] = useState('');
  const busca = useDebounced(search.trim(), 250);
  const found = useQuery({
    queryKey: ['admin', 'usuarios', 'seletor', busca],
    queryFn: () => listUsers({ pagina: 1, busca, tipo: '' }),
    enabled: busca.length >= 2,
    staleTime: 30_000,
  });
  const options = (found.data?.usuarios ?? []).filter(
    (u) => (!tipos || tipos.includes(u.tipo)) && !exclude.includes(u.id),
  );
  return (
    <Stack gap="2">
      <InputGroup startElement={<LuSearch />}>
        <Input
          aria-label={label}
          placeholder="Nome, email ou matrícula"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </InputGroup>
      {busca.length >= 2 && (
        <Box
          borderWidth="1px"
          rounded="md"
          maxH="56"
          overflowY="auto"
          role="listbox"
          aria-label={`${label}: resultados`}
        >
          {found.isPending ? (
            <Text p="2" fontSize="sm" color="fg.muted">
              Buscando...
            </Text>
          ) : options.length === 0 ? (
            <Text p="2" fontSize="sm" color="fg.muted">
              Ninguém encontrado.
            </Text>
          ) : (
            options.map((u) => (
              <Button
                key={u.id}
                role="option"
                aria-selected={false}
                variant="ghost"
                w="full"
                justifyContent="flex-start"
                h="auto"
                py="2"
                onClick={() => {
                  onPick(u);
                  setSearch('');
                }}
              >
                <Stack gap="0" align="flex-start" textAlign="left">
                  <Text fontWeight="medium">{u.nome}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {[u.email, ROLE_LABEL[u.tipo], u.escola_nome].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
              </Button>
            ))
          )}
        </Box>
      )}
    </Stack>
  );
}
