import { Suspense } from 'react';
import { Flex, Heading } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useQueryOnMount } from '../../../platform/relay/hooks';
import { Dialog } from '../../../ui/Dialog';
import { DetailGrid } from '../../../ui/DetailGrid';
import { ErrorBoundary, ErrorState, LoadingState } from '../../../ui/QueryBoundary';
import { formatUsDate } from '../../../lib/dates';
import { formatIncidentTime } from '../../../lib/format';
import { udfDisplay } from './udfDisplay';
import type { InvestigationReportDialogQuery } from './__generated__/InvestigationReportDialogQuery.graphql';

const query = graphql`
  query InvestigationReportDialogQuery($caseId: Int!) {
    case(caseId: $caseId) {
      caseId
      clientName
      status
      intakeRank
      wantedDate
      referralSource
      dateOfIncident
      incidentTime
      incidentFacts
      injurySummary
    }
    incidentUdfs(caseId: $caseId) {
      id
      udfLabel
      inputType
      udfValues
    }
  }
`;

/** spec 2 §2 All Cases row menu: Investigation Report — the investigation's facts and custom fields, read-only, full screen. */
export function InvestigationReportDialog({ caseId, clientName, onClose }: { caseId: number; clientName: string; onClose: () => void }) {
  const queryRef = useQueryOnMount<InvestigationReportDialogQuery>(query, { caseId });
  const loading = <LoadingState label="Loading the investigation…" />;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Investigation Report: ${clientName}`} fullScreen>
      <ErrorBoundary fallback={(error, retry) => <ErrorState error={error} onRetry={retry} title="Could not load the investigation" />}>
        <Suspense fallback={loading}>{queryRef ? <Report queryRef={queryRef} /> : loading}</Suspense>
      </ErrorBoundary>
    </Dialog>
  );
}

function Report({ queryRef }: { queryRef: PreloadedQuery<InvestigationReportDialogQuery> }) {
  const data = usePreloadedQuery<InvestigationReportDialogQuery>(query, queryRef);
  const c = data.case;
  return (
    <Flex direction="column" gap="4" p="4" style={{ overflow: 'auto' }}>
      {c ? (
        <section aria-label="Investigation">
          <Heading as="h3" size="3" mb="2">
            Investigation
          </Heading>
          <DetailGrid
            label="Investigation"
            items={[
              { label: 'Status', value: c.status },
              { label: 'Intake Rank', value: c.intakeRank },
              { label: 'Wanted Date', value: formatUsDate(c.wantedDate) },
              { label: 'Referral Source', value: c.referralSource },
              { label: 'Incident Date', value: formatUsDate(c.dateOfIncident) },
              { label: 'Incident Time', value: formatIncidentTime(c.incidentTime) },
              { label: 'Injury', value: c.injurySummary, wide: true },
              { label: 'Incident Facts', value: c.incidentFacts, wide: true },
            ]}
          />
        </section>
      ) : null}
      <section aria-label="Custom Fields">
        <Heading as="h3" size="3" mb="2">
          Custom Fields
        </Heading>
        <DetailGrid label="Custom Fields" items={data.incidentUdfs.map((u) => ({ label: u.udfLabel, value: udfDisplay(u.inputType, u.udfValues), wide: u.inputType === 'MultiText10' }))} />
      </section>
    </Flex>
  );
}
