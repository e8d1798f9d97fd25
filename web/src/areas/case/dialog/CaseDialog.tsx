import { Suspense, useState } from 'react';
import { Box, Flex, Grid, Link, Tabs, Text } from '@radix-ui/themes';
import { ExternalLinkIcon } from '@radix-ui/react-icons';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { Dialog, DIALOG_WIDTHS } from '../../../ui/Dialog';
import { TitledSection } from '../../../ui/TitledSection';
import { ErrorBoundary, ErrorState, LoadingState } from '../../../ui/QueryBoundary';
import { useLiveQuery, useQueryOnMount } from '../../../platform/relay/hooks';
import { FreshnessScope } from '../../../platform/live/FreshnessScope';
import { ScreenFreshness } from '../../../ui/Freshness';
import { CaseDetails } from './CaseDetails';
import { CaseNotesPanel } from '../notes/CaseNotesPanel';
import { PhoneNumbers } from '../summary/PhoneNumbers';
import { MedicalProvidersTable } from '../summary/MedicalProvidersTable';
import { CaseSystemLink } from '../summary/CaseSystemLink';
import { CaseHistoryPanel } from '../history/CaseHistoryPanel';
import type { CaseDialogQuery } from './__generated__/CaseDialogQuery.graphql';

const caseDialogQuery = graphql`
  query CaseDialogQuery($caseId: Int!) {
    case(caseId: $caseId) {
      id
      caseId
      clientName
      ...CaseDetails_case
      ...PhoneNumbers_case
      ...MedicalProvidersTable_case
    }
    ...CaseFieldEditors_options
    ...CaseNotesPanel_query @arguments(caseId: $caseId)
    ...CaseSystemLink_query
  }
`;

/**
 * spec 1 §2.6: the case dialog (max width 900): case details with inline editing, notes
 * newest first with a new-note panel and a search, and a History tab (audit replay).
 * The case loads when the dialog opens; it follows live changes while open.
 */
export function CaseDialog({
  caseId,
  clientName,
  open,
  onOpenChange,
}: {
  caseId: number;
  clientName?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={clientName || `Case ${caseId}`} description={`Case ${caseId}`} maxWidth={DIALOG_WIDTHS.caseDialog}>
      <CaseDialogTabs key={caseId} caseId={caseId} />
    </Dialog>
  );
}

function CaseDialogTabs({ caseId }: { caseId: number }) {
  const [tab, setTab] = useState('details');
  const [asOf, setAsOf] = useState<string | null>(null);
  const queryRef = useQueryOnMount<CaseDialogQuery>(caseDialogQuery, { caseId });
  // The dialog is a screen of its own over the page: its own freshness badge (platform issue §3).
  return (
    <FreshnessScope>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <div className="section-header">
          <Tabs.List aria-label="Case dialog sections" className="section-menu">
            <Tabs.Trigger value="details">Details</Tabs.Trigger>
            <Tabs.Trigger value="history">History</Tabs.Trigger>
          </Tabs.List>
          <div className="section-freshness">
            <ScreenFreshness />
          </div>
        </div>
        <Box pt="3">
          <Tabs.Content value="details">
            <ErrorBoundary fallback={(error, retry) => <ErrorState error={error} onRetry={retry} title="Could not load the case" />}>
              <Suspense fallback={<LoadingState label="Loading the case…" />}>{queryRef ? <CaseDialogBody queryRef={queryRef} caseId={caseId} /> : <LoadingState label="Loading the case…" />}</Suspense>
            </ErrorBoundary>
          </Tabs.Content>
          <Tabs.Content value="history">
            <CaseHistoryPanel caseId={caseId} asOf={asOf} onAsOfChange={setAsOf} precise />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </FreshnessScope>
  );
}

function CaseDialogBody({ queryRef, caseId }: { queryRef: PreloadedQuery<CaseDialogQuery>; caseId: number }) {
  const data = usePreloadedQuery<CaseDialogQuery>(caseDialogQuery, queryRef);
  // ARCHITECTURE "Dashboards are live": another person's edit reaches the open dialog.
  useLiveQuery<CaseDialogQuery>(caseDialogQuery, { caseId }, ['cases'], [`case:${caseId}`]);
  const c = data.case;
  return (
    <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="5">
      <Flex direction="column" gap="4" style={{ minWidth: 0 }}>
        <Flex gap="4" wrap="wrap" asChild>
          <Text as="div" size="2">
          <Link asChild>
            <RouterLink to={`/case/${c.caseId}`}>Open case summary</RouterLink>
          </Link>
          <CaseSystemLink query={data} caseId={c.caseId}>
            <Flex align="center" gap="1" asChild>
              <span>
                Open in case system <ExternalLinkIcon />
              </span>
            </Flex>
          </CaseSystemLink>
          </Text>
        </Flex>
        <CaseDetails case={c} options={data} columns={2} />
        <TitledSection title="Phone Numbers" level={3}>
          <PhoneNumbers case={c} />
        </TitledSection>
        <TitledSection title="Medical Providers" level={3}>
          {/* spec 1 §9: money in dialogs shows 2 decimals. */}
          <MedicalProvidersTable case={c} precise />
        </TitledSection>
      </Flex>
      <Box style={{ minWidth: 0 }}>
        <CaseNotesPanel query={data} caseId={caseId} />
      </Box>
    </Grid>
  );
}
