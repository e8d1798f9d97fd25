import { Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { useActedAsUserId, useSelectedTeamId } from '../../../app/layout/actAs';
import { PREFERENCE_KEYS, usePreference } from '../../../app/preferences/storage';
import { useLiveQuery } from '../../../app/relay/hooks';
import { SelectInput } from '../../../ui/fields/SelectInput';
import { LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import { HomeInventoryCharts, InventoryToggles, type InventoryView } from './HomeInventoryCharts';
import { HomeRetainedCharts } from './HomeRetainedCharts';
import type { HomeChartsQuery, HomeChartsQuery$variables } from './__generated__/HomeChartsQuery.graphql';
import type { HomeChartsTeamsQuery } from './__generated__/HomeChartsTeamsQuery.graphql';

const query = graphql`
  query HomeChartsQuery($organizationId: Int!, $teamId: Int, $activeOnly: Boolean!, $grouped: Boolean!, $endDate: NaiveDate!, $source: String) {
    homeInventory(organizationId: $organizationId, teamId: $teamId, activeOnly: $activeOnly, grouped: $grouped) {
      ...HomeInventoryCharts_inventory
    }
    homeRetained(organizationId: $organizationId, teamId: $teamId, endDate: $endDate, source: $source) {
      ...HomeRetainedCharts_retained
    }
  }
`;

/** The cases' read model (stages, ranks, retained and closed dates) and team memberships. */
const TOPICS = ['cases', 'organization'] as const;
const ALL_TEAMS = 'all';

/** The team select: All teams, or one of the organization's teams (the selected team preference). */
function TeamSelect({ organizationId, value, onChange }: { organizationId: number; value: number | null; onChange: (teamId: number | null) => void }) {
  const data = useLazyLoadQuery<HomeChartsTeamsQuery>(
    graphql`
      query HomeChartsTeamsQuery($organizationId: Int!) {
        organization(id: $organizationId) {
          teams {
            teamId
            name
          }
        }
      }
    `,
    { organizationId },
    { fetchPolicy: 'store-and-network' },
  );
  const teams = [...(data.organization?.teams ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const options = [{ value: ALL_TEAMS, label: 'All teams' }, ...teams.map((t) => ({ value: String(t.teamId), label: t.name }))];
  return (
    <div style={{ minWidth: 200 }}>
      <SelectInput label="Team" value={value === null ? ALL_TEAMS : String(value)} options={options} onChange={(v) => onChange(v === ALL_TEAMS ? null : Number(v))} />
    </div>
  );
}

/**
 * spec 3 §2.3: the home's inventory, retained-case and leads charts — its third statistic
 * query. They follow the selected team (an admin acting as someone gets that user's first
 * team) and clear and refetch when the team or the acted-as user changes.
 */
export function HomeCharts() {
  const actedAs = useActedAsUserId();
  // Remounting on a new acted-as user clears the charts and fetches them afresh.
  return <HomeChartsForUser key={actedAs} />;
}

function HomeChartsForUser() {
  const { orgId } = useParams();
  const selectedTeam = useSelectedTeamId();
  const [, setSelectedTeam] = usePreference<number | null>(PREFERENCE_KEYS.selectedTeamId, null);
  const [allTeams, setAllTeams] = useState(false);
  const [view, setView] = useState<InventoryView>({ activeOnly: true, grouped: true, table: false, byAmount: false });
  const [source, setSource] = useState<string | null>(null);
  const teamId = allTeams ? null : selectedTeam;
  const state = useDateRangeQuery<HomeChartsQuery>(query, (range) => ({
    organizationId: Number(orgId),
    teamId,
    activeOnly: view.activeOnly,
    grouped: view.grouped,
    endDate: range.endDate,
    source,
  }));
  return (
    <section aria-labelledby="home-charts-title">
      <Flex justify="between" align="end" wrap="wrap" gap="3" mt="4" mb="2">
        <Heading as="h2" size="4" id="home-charts-title">
          Inventory and Retained Cases
        </Heading>
        <QueryBoundary loadingLabel="Loading teams…">
          <TeamSelect
            organizationId={Number(orgId)}
            value={teamId}
            onChange={(id) => {
              setAllTeams(id === null);
              if (id !== null) setSelectedTeam(id);
            }}
          />
        </QueryBoundary>
      </Flex>
      <InventoryToggles view={view} onChange={setView} />
      {state.status === 'waiting' ? (
        <Text color="gray" role="status">
          Choose both dates of the period to see the charts.
        </Text>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading charts…">
          <Charts queryRef={state.queryRef} view={view} onSource={setSource} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading charts…" />
      )}
    </section>
  );
}

function Charts({ queryRef, view, onSource }: { queryRef: PreloadedQuery<HomeChartsQuery>; view: InventoryView; onSource: (source: string) => void }) {
  const data = usePreloadedQuery<HomeChartsQuery>(query, queryRef);
  useLiveQuery<HomeChartsQuery>(query, queryRef.variables as HomeChartsQuery$variables, TOPICS);
  return (
    <Flex direction="column" gap="3">
      <HomeInventoryCharts inventory={data.homeInventory} view={view} />
      <HomeRetainedCharts retained={data.homeRetained} onSource={onSource} />
    </Flex>
  );
}
