import { Text } from '@chakra-ui/react';
import { LuCloud, LuCloudOff, LuHardDrive } from 'react-icons/lu';
import { DRAFT_STATUS_TEXT, type DraftStatus } from './useDraft';

const ICON = { local: LuHardDrive, saved: LuCloud, offline: LuCloudOff } as const;

/** Where the text is kept right now (issue 50): on this device, on the server, or only here while offline. */
export function DraftStatusText({ status }: { status: DraftStatus }) {
  if (status === 'idle') return null;
  const Icon = ICON[status];
  return (
    <Text
      fontSize="sm"
      color={status === 'offline' ? 'fg.warning' : 'fg.muted'}
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      role="status"
      aria-live="polite"
      data-testid="draft-status"
    >
      <Icon aria-hidden /> {DRAFT_STATUS_TEXT[status]}
    </Text>
  );
}
