import { Flex, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';

// Apart from ui.tsx: its inputs stay out of the pages that only show tiles and sections (the dashboard's first load).
/** Search box + one select, as on the manage and submissions screens. */
export function SearchAndFilter<F extends string>(p: {
  search: string;
  onSearch: (v: string) => void;
  placeholder: string;
  searchLabel: string;
  filter: F;
  onFilter: (v: F) => void;
  filterLabel: string;
  options: [F, string][];
}) {
  return (
    <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
      <InputGroup flex="1" startElement={<LuSearch />}>
        <Input
          placeholder={p.placeholder}
          value={p.search}
          onChange={(e) => p.onSearch(e.target.value)}
          aria-label={p.searchLabel}
        />
      </InputGroup>
      <NativeSelect.Root maxW={{ md: '64' }}>
        <NativeSelect.Field
          value={p.filter}
          onChange={(e) => p.onFilter(e.target.value as F)}
          aria-label={p.filterLabel}
        >
          {p.options.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
