import { Suspense } from 'react';
import { Box, Flex, Tabs, Text } from '@radix-ui/themes';
import { ExternalLinkIcon } from '@radix-ui/react-icons';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useParams, useRevalidator, useSearchParams } from 'react-router-dom';
import { asRequestError } from '../../../platform/relay/errors';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { AS_OF_PARAM, parseCaseId, TAB_PARAM, type CaseSummaryLoaded as Loaded } from './caseSummaryLoader';
import { EmptyState, ErrorBoundary, ErrorState, LoadingState } from '../../../ui/QueryBoundary';
import { CaseHistoryPanel } from '../history/CaseHistoryPanel';
import { CaseHeader } from './CaseHeader';
import { CaseSummary } from './CaseSummary';
import { CaseSystemLink } from './CaseSystemLink';
import type { CaseSummaryPageQuery } from './__generated__/CaseSummaryPageQuery.graphql';

const query = graphql`
  query CaseSummaryPageQuery($caseId: Int!) {
    case(caseId: $caseId) {
      id
      caseId
      ...CaseHeader_case
      ...CaseSummary_case
    }
    ...CaseSystemLink_query
  }
`;

/** spec 1 §2.6: the case summary page, with a History tab (audit replay). */
export function CaseSummaryPage() {
  const caseId = parseCaseId(useParams().caseId);
  const loaded = useLoaderData() as Loaded | null;
  const { revalidate } = useRevalidator();
  if (caseId === null || !loaded) return <EmptyState>There is no case with this id.</EmptyState>;
  return (
    <ErrorBoundary
      key={caseId}
      onReset={() => void revalidate()}
      fallback={(error, retry) =>
        asRequestError(error).code === 'NOT_FOUND' ? <EmptyState>Case {caseId} was not found.</EmptyState> : <ErrorState error={error} onRetry={retry} title="Could not load the case" />
      }
    >
      <Suspense fallback={<LoadingState label="Loading the case…" />}>
        <CaseSummaryContent caseId={caseId} loaded={loaded} />
      </Suspense>
    </ErrorBoundary>
  );
}

function CaseSummaryContent({ caseId, loaded }: { caseId: number; loaded: Loaded }) {
  const data = usePreloadedQuery<CaseSummaryPageQuery>(query, loaded.summary);
  // ARCHITECTURE "Dashboards are live": the page follows the cases read model.
  useLiveQuery<CaseSummaryPageQuery>(query, { caseId }, ['cases'], [`case:${caseId}`]);
  const [params, setParams] = useSearchParams();
  const tab = params.get(TAB_PARAM) === 'history' ? 'history' : 'summary';
  const asOf = params.get(AS_OF_PARAM);
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  return (
    <article aria-label="Case summary">
      <CaseHeader
        case={data.case}
        actions={
          <CaseSystemLink query={data} caseId={caseId}>
            <Flex align="center" gap="1" asChild>
              <Text size="2">
                Open in case system <ExternalLinkIcon />
              </Text>
            </Flex>
          </CaseSystemLink>
        }
      />
      <Tabs.Root value={tab} onValueChange={(v) => update({ [TAB_PARAM]: v === 'history' ? 'history' : null })}>
        <Tabs.List aria-label="Case sections">
          <Tabs.Trigger value="summary">Summary</Tabs.Trigger>
          <Tabs.Trigger value="history">History</Tabs.Trigger>
        </Tabs.List>
        <Box pt="4">
          <Tabs.Content value="summary">
            <CaseSummary case={data.case} />
          </Tabs.Content>
          <Tabs.Content value="history">
            <CaseHistoryPanel caseId={caseId} asOf={asOf} onAsOfChange={(v) => update({ [AS_OF_PARAM]: v })} preloaded={loaded.history} />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </article>
  );
}
