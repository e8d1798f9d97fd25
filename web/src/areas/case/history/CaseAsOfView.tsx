import { useMemo } from 'react';
import { Callout } from '@radix-ui/themes';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createEnvironment } from '../../../app/relay/environment';
import { formatDateTime } from '../../../lib/dates';
import { EmptyState, QueryBoundary } from '../../../ui/QueryBoundary';
import { useFirmTimeZone } from '../../../ui/FirmTimeZone';
import { CaseSnapshot } from './CaseSnapshot';
import type { CaseAsOfViewQuery } from './__generated__/CaseAsOfViewQuery.graphql';

const query = graphql`
  query CaseAsOfViewQuery($caseId: Int!, $at: DateTime!) {
    caseAsOf(caseId: $caseId, at: $at) {
      asOf
      ...CaseSnapshot_case
    }
  }
`;

/**
 * The case exactly as it stood at `asOf` (audit replay). The server gives the past case the
 * same ids as the live one, so it is read into a store of its own, one per instant: in the
 * app's store it would overwrite the live case on every open screen.
 */
export function CaseAsOfView({ caseId, asOf, precise }: { caseId: number; asOf: string; precise?: boolean }) {
  const environment = useMemo(() => createEnvironment(), [asOf, caseId]);
  const timeZone = useFirmTimeZone();
  return (
    <RelayEnvironmentProvider environment={environment}>
      <QueryBoundary loadingLabel={`Loading the case as of ${formatDateTime(asOf, { timeZone, seconds: true })}…`}>
        <Snapshot caseId={caseId} asOf={asOf} precise={precise} />
      </QueryBoundary>
    </RelayEnvironmentProvider>
  );
}

function Snapshot({ caseId, asOf, precise }: { caseId: number; asOf: string; precise?: boolean }) {
  // The instant is picked on the screen, so this query runs when it is picked.
  const data = useLazyLoadQuery<CaseAsOfViewQuery>(query, { caseId, at: asOf }, { fetchPolicy: 'network-only' });
  const timeZone = useFirmTimeZone();
  if (!data.caseAsOf) return <EmptyState>The case did not exist yet at {formatDateTime(asOf, { timeZone, seconds: true })}.</EmptyState>;
  return (
    <>
      <Callout.Root color="amber" highContrast role="status" mb="3">
        <Callout.Text>Showing the case as it stood at {formatDateTime(data.caseAsOf.asOf ?? asOf, { timeZone, seconds: true })} (firm time). Nothing here can be edited.</Callout.Text>
      </Callout.Root>
      <CaseSnapshot case={data.caseAsOf} precise={precise} />
    </>
  );
}
