import { Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { graphql } from 'react-relay/hooks';
import { useRouteQueryData } from '../../../platform/relay/routeQuery';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { ExternalCaseLink } from '../../../ui/ExternalCaseLink';
import { QueryBoundary } from '../../../ui/QueryBoundary';
import { StatCard } from '../../../ui/StatCard';
import { CountChart } from '../../../ui/charts/CountChart';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';
import { DemandsFilters, useDemandsFilters, type DemandsFilterState } from './DemandsFilters';
import type { OrgOverduePageQuery, OrgOverduePageQuery$data } from './__generated__/OrgOverduePageQuery.graphql';

const query = graphql`
  query OrgOverduePageQuery($showAll: Boolean!, $teamId: Int, $office: String) {
    overdueDemands(showAll: $showAll, teamId: $teamId, office: $office) {
      overdue
      inPrep
      percentOverdue
      teamName
      byAttorney {
        label
        count
      }
      demands {
        id
        caseId
        clientName
        type
        attorney
        paralegal
        office
        prepDays
      }
    }
    connectorConfig {
      caseUrlTemplate
    }
  }
`;

const TOPICS = ['cases', 'organization'] as const;
type Row = OrgOverduePageQuery$data['overdueDemands']['demands'][number];

/** spec 3 §2.5 Overdue demands (/org/{id}/demands/overdue): cases 45 or more days in Demand Prep. */
export function OrgOverduePage() {
  const [filters, set, admin] = useDemandsFilters();
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        Overdue Demands
      </Heading>
      <DemandsFilters state={filters} set={set} admin={admin} />
      <QueryBoundary loadingLabel="Loading the overdue demands…">
        <OverdueBody filters={filters} />
      </QueryBoundary>
    </Flex>
  );
}

function OverdueBody({ filters }: { filters: DemandsFilterState }) {
  const variables = { showAll: filters.showAll, teamId: filters.teamId, office: filters.office };
  const data = useRouteQueryData<OrgOverduePageQuery>(query, variables);
  useLiveQuery<OrgOverduePageQuery>(query, variables, TOPICS);
  const r = data.overdueDemands;
  const columns: DataColumn<Row>[] = [
    { id: 'action', header: 'Action', hideHeader: true, sortable: false, searchable: false, csv: false, value: () => null, cell: (c) => <ExternalCaseLink urlTemplate={data.connectorConfig.caseUrlTemplate} caseId={c.caseId} /> },
    { id: 'client', header: 'Client', value: (c) => c.clientName, cell: (c) => <ClientNameButton caseId={c.caseId} clientName={c.clientName} /> },
    { id: 'type', header: 'Type', value: (c) => c.type },
    { id: 'attorney', header: 'Attorney', value: (c) => c.attorney },
    { id: 'paralegal', header: 'Paralegal', value: (c) => c.paralegal },
    { id: 'office', header: 'Office', value: (c) => c.office },
    { id: 'days', header: 'Days', value: (c) => c.prepDays, align: 'right' },
  ];
  return (
    <>
      {r.teamName ? <Text color="gray">Team {r.teamName}</Text> : null}
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <StatCard label="Demands Overdue" value={r.overdue.toLocaleString('en-US')} detail={`of ${r.inPrep.toLocaleString('en-US')} in Demand Prep`} />
        <StatCard label="Percentage Overdue" value={`${r.percentOverdue.toFixed(1)}%`} />
      </Grid>
      <CountChart title="Overdue Demands by Attorney" series="Overdue" counts={r.byAttorney} />
      <DataTable<Row> label="Overdue Demands" rows={r.demands} columns={columns} rowId={(c) => c.id} defaultSort={{ id: 'days', desc: true }} sortKey="org-overdue-demands" pageSizes={[50, 100, 'all']} emptyText="No demands are overdue." />
    </>
  );
}
