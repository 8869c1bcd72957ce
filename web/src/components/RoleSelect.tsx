import { NativeSelect } from '@chakra-ui/react';
import type { Role } from '@argumenta/contracts';
import { ROLE_LABEL } from '@/lib/roles';

/**
 * A native select of user roles, labelled by ROLE_LABEL; `allLabel` adds a first option with the empty value (a filter's
 * "any role"). `maxW` sizes the select's root.
 */
export function RoleSelect(props: {
  roles: readonly Role[];
  value: string;
  onChange: (value: string) => void;
  name?: string;
  'aria-label'?: string;
  allLabel?: string;
  maxW?: NativeSelect.RootProps['maxW'];
}) {
  const { roles, value, onChange, name, allLabel, maxW } = props;
  return (
    <NativeSelect.Root maxW={maxW}>
      <NativeSelect.Field
        name={name}
        aria-label={props['aria-label']}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {roles.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABEL[r]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
