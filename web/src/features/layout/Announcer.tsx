import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

type Listener = (text: string) => void;
let listener: Listener | null = null;

/**
 * Says a short message to screen readers (a correction's progress, the arrival on its result) through one polite live
 * region that exists from the app's start: a region inserted together with its first message may not be spoken.
 */
export function announce(text: string) {
  listener?.(text);
}

/** The app's one live region. Not atomic: each new line is read on its own, not the whole region again. */
export function Announcer() {
  const [lines, setLines] = useState<{ id: number; text: string }[]>([]);
  useEffect(() => {
    let next = 0;
    listener = (text) => setLines((l) => [...l.slice(-2), { id: next++, text }]);
    return () => {
      listener = null;
    };
  }, []);
  return (
    <Box srOnly role="status" aria-live="polite" aria-atomic="false" data-testid="announcer">
      {lines.map((l) => (
        <p key={l.id}>{l.text}</p>
      ))}
    </Box>
  );
}
