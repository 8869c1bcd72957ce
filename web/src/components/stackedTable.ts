import type { SystemStyleObject } from '@chakra-ui/react';

const stacked: SystemStyleObject = {
  '& thead': { srOnly: true },
  '& tr': { display: 'block', borderBottomWidth: '1px', py: '2', px: '1' },
  '& td': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: '3',
    textAlign: 'end',
    border: 'none',
    py: '1',
  },
  '& td[data-label]::before': {
    content: 'attr(data-label)',
    fontWeight: 'medium',
    color: 'fg.muted',
    textAlign: 'start',
    flexShrink: 0,
  },
  '& td:not([data-label])': { justifyContent: 'flex-start', textAlign: 'start' },
};
/**
 * A table that becomes a list of cards below md: each row a card, each cell a line led by its column's name (the cell's
 * data-label). On a phone every column, the actions included, stays on screen instead of behind a sideways scroll.
 * Pass as `css` to Table.Root and give each Table.Cell a data-label.
 */
export const STACKED_ON_PHONE: SystemStyleObject = { mdDown: stacked };
/** The same below lg: a wide table (the submissions list) is cards on a tablet too (820 px), its actions in view. */
export const STACKED_ON_TABLET: SystemStyleObject = { lgDown: stacked };
