import { Callout } from '@radix-ui/themes';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { formatDateTime } from '../../../lib/dates';
import { EmptyState, QueryBoundary } from '../../../ui/QueryBoundary';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
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
 * The case exactly as it stood at `asOf` (audit replay). The replayed case, its notes and its
 * providers carry ids that name the instant, so they sit in the app's store beside the live
 * case without touching it.
 */
export function CaseAsOfView({ caseId, asOf, precise }: { caseId: number; asOf: string; precise?: boolean }) {
  const timeZone = useFirmTimeZone();
  return (
    // A new instant starts afresh (an error shown for the last one does not stay).
    <QueryBoundary key={`${caseId}@${asOf}`} loadingLabel={`Loading the case as of ${formatDateTime(asOf, { timeZone, seconds: true })}…`}>
      <Snapshot caseId={caseId} asOf={asOf} precise={precise} />
    </QueryBoundary>
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
