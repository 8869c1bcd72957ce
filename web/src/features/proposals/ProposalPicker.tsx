import { Button, Field, Flex, HStack, Input, InputGroup, NativeSelect, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LuEye, LuPlus, LuSearch } from 'react-icons/lu';
import { PROPOSAL_SEARCH_DEBOUNCE_MS } from '@argumenta/contracts';
import { useDebounced } from '@/lib/useDebounced';
import { getProposal, listSelection, proposalKeys } from './api';

/**
 * Spec 2.9 / 2.10 proposal picker: a dropdown of the active proposals the user may use, narrowed by
 * a search (300 ms debounce), with Criar and Ver links. With salaId (activity form) it lists the ones
 * usable in that room, and Criar preselects the room.
 */
export function ProposalPicker(p: {
  value: number | null;
  onChange: (id: number | null) => void;
  salaId?: number | null;
  label?: string;
  help?: string;
  createLabel?: string;
  viewLabel?: string;
}) {
  const [search, setSearch] = useState('');
  const busca = useDebounced(search.trim(), PROPOSAL_SEARCH_DEBOUNCE_MS);
  const salaId = p.salaId ?? null;
  const options = useQuery({
    queryKey: proposalKeys.selection(busca, salaId),
    queryFn: () => listSelection(busca, salaId),
    placeholderData: keepPreviousData,
  });
  // The chosen proposal stays in the list even when the search leaves it out.
  const chosen = useQuery({
    queryKey: proposalKeys.one(p.value ?? 0),
    queryFn: () => getProposal(p.value!),
    enabled: p.value !== null,
    retry: false,
  });
  const list = options.data?.propostas ?? [];
  const extra =
    p.value !== null && !list.some((o) => o.id === p.value)
      ? [{ id: p.value, titulo: chosen.data?.titulo ?? `Proposta #${p.value}` }]
      : [];
  const createHref = `/proposals?mode=create${salaId ? `&salaId=${salaId}` : ''}`;

  return (
    <Field.Root data-testid="proposal-picker">
      <Field.Label>{p.label ?? 'Proposta temática (opcional)'}</Field.Label>
      <Stack gap="2" w="full">
        <InputGroup startElement={<LuSearch />}>
          <Input
            size="sm"
            placeholder="Buscar proposta pelo título ou tema"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-label="Buscar proposta"
            data-testid="proposal-picker-search"
          />
        </InputGroup>
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
          <NativeSelect.Root size="sm" flex="1">
            <NativeSelect.Field
              aria-label="Proposta temática"
              name="proposta_tematica_id"
              value={p.value === null ? '' : String(p.value)}
              onChange={(e) => p.onChange(e.target.value ? Number(e.target.value) : null)}
              data-testid="proposal-picker-select"
            >
              <option value="">
                {options.isPending
                  ? 'Carregando propostas...'
                  : list.length || extra.length
                    ? 'Nenhuma proposta'
                    : busca
                      ? 'Nenhuma proposta encontrada'
                      : 'Nenhuma proposta disponível'}
              </option>
              {[...extra, ...list].map((o) => (
                <option key={o.id} value={o.id}>
                  {o.titulo}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <HStack gap="2">
            <Button asChild size="sm" variant="outline">
              <RouterLink to={createHref}>
                <LuPlus /> {p.createLabel ?? 'Criar'}
              </RouterLink>
            </Button>
            {p.value !== null && (
              <Button asChild size="sm" variant="ghost">
                <RouterLink to={`/proposals/${p.value}`}>
                  <LuEye /> {p.viewLabel ?? 'Ver'}
                </RouterLink>
              </Button>
            )}
          </HStack>
        </Flex>
      </Stack>
      {options.isError ? (
        <Field.HelperText color="red.fg">Erro ao carregar propostas</Field.HelperText>
      ) : (
        p.help && <Field.HelperText>{p.help}</Field.HelperText>
      )}
    </Field.Root>
  );
}
