import { Badge, Flex, Heading, Text } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { ClientNameButton } from '../dialog/CaseDialogProvider';
import type { CaseHeader_case$key } from './__generated__/CaseHeader_case.graphql';
import type { ReactNode } from 'react';

/** The case page's heading: the client name (opens the case dialog) and the case's identity. */
export function CaseHeader({ case: caseKey, actions }: { case: CaseHeader_case$key; actions?: ReactNode }) {
  const c = useFragment(
    graphql`
      fragment CaseHeader_case on Case {
        caseId
        clientName
        caseNumber
        status
        stage
        type
        subType
        office
      }
    `,
    caseKey,
  );
  const facts = [c.caseNumber ? `Case ${c.caseNumber}` : `Case ${c.caseId}`, [c.type, c.subType].filter(Boolean).join(' / '), c.office].filter(Boolean);
  return (
    <Flex direction="column" gap="1" mb="3">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="6">
          <ClientNameButton caseId={c.caseId} clientName={c.clientName} />
        </Heading>
        {c.status ? (
          <Badge size="2" color={c.stage === 'Closed' ? 'gray' : 'indigo'}>
            {c.status}
          </Badge>
        ) : null}
        {actions}
      </Flex>
      <Text size="2" color="gray">
        {facts.join(' · ')}
      </Text>
    </Flex>
  );
}
