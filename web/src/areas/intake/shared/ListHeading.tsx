import type { ReactNode } from 'react';
import { Flex, Heading, IconButton, Text, Tooltip } from '@radix-ui/themes';
import { ReloadIcon } from '@radix-ui/react-icons';

/** spec 1 §2.5: an intake list's "title with count and refresh". */
export function ListHeading({ title, count, onRefresh, children }: { title: string; count: number; onRefresh: () => void; children?: ReactNode }) {
  return (
    <Flex align="center" gap="3">
      <Heading as="h1" size="5">
        {title} <Text color="gray">({count})</Text>
      </Heading>
      {children}
      <Tooltip content="Refresh">
        <IconButton variant="ghost" aria-label={`Refresh the ${title.toLowerCase()}`} onClick={onRefresh}>
          <ReloadIcon />
        </IconButton>
      </Tooltip>
    </Flex>
  );
}
