import { Suspense, useState } from 'react';
import { Button, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLiveQuery, useMutationPromise, useQueryOnMount } from '../../../../platform/relay/hooks';
import { ALERT_TIMEOUTS, useAlerts } from '../../../../ui/Alerts';
import { Dialog } from '../../../../ui/Dialog';
import { ErrorBoundary, ErrorState, LoadingState } from '../../../../ui/QueryBoundary';
import { IncidentFields, InjuryFields, TopFields, type ReferralEdit } from './InvestigationFields';
import { UdfField } from './UdfField';
import type { InvestigationFormDialogQuery } from './__generated__/InvestigationFormDialogQuery.graphql';
import type { InvestigationFormDialogCompleteMutation } from './__generated__/InvestigationFormDialogCompleteMutation.graphql';

const query = graphql`
  query InvestigationFormDialogQuery($caseId: Int!) {
    investigation(caseId: $caseId) {
      caseId
      partialCompletionEnabled
      intakeCompleteEnabled
      plaintiffId
      quickInjuryIds
      case {
        id
        clientName
        status
        statusId
        intakeRankId
        wantedDate
        referralSource
      }
      incident {
        incidentDate
        incidentTime
        stateId
        incidentFacts
        injurySummary
        injuryId
      }
      udfs {
        id
        udfTypeId
        udfValueId
        udfValue
        udfValues
        udfLabel
        inputType
        options
      }
    }
    caseStatuses {
      statusId
      status
    }
    intakeRanks {
      rankId
      rank
    }
    caseStates {
      stateId
      state
    }
    quickInjuries {
      injuryId
      injury
    }
    advertisingSources {
      contactId
      contact
    }
  }
`;

const complete = graphql`
  mutation InvestigationFormDialogCompleteMutation($caseId: Int!, $type: String!) {
    completeInvestigation(caseId: $caseId, type: $type)
  }
`;

const TOPICS = ['cases', 'udfs'] as const;

/**
 * spec 1 §2.6 Investigation form (full-screen dialog): status, intake rank, wanted date, injury,
 * incident and the custom fields, each saved on its own; Partial Completion and Intake Complete
 * (spec 1 §4). The referral source and its comments only on the organization page (`referral`).
 */
export function InvestigationFormDialog({ caseId, clientName, referral, onClose }: { caseId: number; clientName: string; referral: ReferralEdit | null; onClose: () => void }) {
  const queryRef = useQueryOnMount<InvestigationFormDialogQuery>(query, { caseId });
  const loading = <LoadingState label="Loading the investigation…" />;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Investigation: ${clientName}`} fullScreen>
      <ErrorBoundary fallback={(error, retry) => <ErrorState error={error} onRetry={retry} title="Could not load the investigation" />}>
        <Suspense fallback={loading}>{queryRef ? <Form queryRef={queryRef} caseId={caseId} referral={referral} onClose={onClose} /> : loading}</Suspense>
      </ErrorBoundary>
    </Dialog>
  );
}

function Form({ queryRef, caseId, referral, onClose }: { queryRef: PreloadedQuery<InvestigationFormDialogQuery>; caseId: number; referral: ReferralEdit | null; onClose: () => void }) {
  const data = usePreloadedQuery<InvestigationFormDialogQuery>(query, queryRef);
  useLiveQuery<InvestigationFormDialogQuery>(query, { caseId }, TOPICS, [`case:${caseId}`]);
  const [commitComplete, completing] = useMutationPromise<InvestigationFormDialogCompleteMutation>(complete);
  const { show } = useAlerts();
  const [busy, setBusy] = useState(false);
  const inv = data.investigation;
  const finish = async (type: 'partial-complete' | 'complete') => {
    setBusy(true);
    try {
      const r = await commitComplete({ caseId, type });
      if (r.completeInvestigation) onClose();
      else show('error', 'Failed to complete investigation', ALERT_TIMEOUTS.investigationForm);
    } catch {
      show('error', 'Failed to complete investigation', ALERT_TIMEOUTS.investigationForm);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex direction="column" gap="4" p="4" style={{ overflow: 'auto', flex: 1 }}>
      <section aria-label="Investigation">
        <Heading as="h3" size="3" mb="2">
          Investigation
        </Heading>
        <TopFields data={data} referral={referral} />
      </section>
      <section aria-label="Injury">
        <Heading as="h3" size="3" mb="2">
          Injury
        </Heading>
        <InjuryFields data={data} />
      </section>
      <section aria-label="Incident">
        <Heading as="h3" size="3" mb="2">
          Incident
        </Heading>
        <IncidentFields data={data} />
      </section>
      <section aria-label="Custom Fields">
        <Heading as="h3" size="3" mb="2">
          Custom Fields
        </Heading>
        {inv.udfs.length === 0 ? (
          <Text color="gray">No custom fields are defined for investigations.</Text>
        ) : (
          <Grid columns={{ initial: '1', md: '3' }} gap="3">
            {inv.udfs.map((u) => (
              <div key={u.id} style={u.inputType === 'MultiText10' || u.inputType === 'MultiText5' ? { gridColumn: '1 / -1' } : undefined}>
                <UdfField caseId={caseId} udf={u} />
              </div>
            ))}
          </Grid>
        )}
      </section>
      <Flex gap="3" justify="end">
        <Button variant="soft" disabled={!inv.partialCompletionEnabled || busy || completing} onClick={() => void finish('partial-complete')}>
          Partial Completion
        </Button>
        <Button disabled={!inv.intakeCompleteEnabled || busy || completing} onClick={() => void finish('complete')}>
          Intake Complete
        </Button>
      </Flex>
    </Flex>
  );
}
