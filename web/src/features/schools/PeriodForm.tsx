import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { useState } from 'react';
import type { Period } from './api';

/** "De"/"Até" dates and "Aplicar período" for a dashboard; blank fields show the period the server used. */
export function PeriodForm({ shown, onApply }: { shown: Period; onApply: (p: Period) => void }) {
  const [draft, setDraft] = useState<Period>({ desde: '', ate: '' });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Field.Root w="auto">
          <Field.Label>De</Field.Label>
          <Input
            type="date"
            name="desde"
            value={draft.desde || shown.desde}
            onChange={(e) => setDraft((p) => ({ ...p, desde: e.target.value }))}
          />
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label>Até</Field.Label>
          <Input
            type="date"
            name="ate"
            value={draft.ate || shown.ate}
            onChange={(e) => setDraft((p) => ({ ...p, ate: e.target.value }))}
          />
        </Field.Root>
        <Button type="submit" colorPalette="brand">
          Aplicar período
        </Button>
      </Flex>
    </form>
  );
}
