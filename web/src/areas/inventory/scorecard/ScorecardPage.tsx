import { useState } from 'react';
import { Heading, Text } from '@radix-ui/themes';
import { Scored } from './Scored';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useSessionUser } from '../../../app/auth/AuthContext';
import { hasRole } from '../../../app/auth/roles';
import { useSelectedTeamId } from '../../../app/layout/actAs';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { CheckboxInput } from '../../../ui/fields/CheckboxInput';
import { LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import type { ScorecardPageQuery, ScorecardPageQuery$data, ScorecardPageQuery$variables, ScoreColor } from './__generated__/ScorecardPageQuery.graphql';

const query = graphql`
  query ScorecardPageQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $teamId: Int) {
    cmScorecard(startDate: $startDate, endDate: $endDate, teamId: $teamId) {
      userId
      staff
      fullName
      team
      active
      activeColor
      cmScore
      cmScoreColor
      reviews
      avgReviewsPerWeek
      reviewsColor
      frScore
      frScoreColor
      ccScore
      ccScoreColor
      ccNotContacted
      totalDemands
      avgDemandsPerWeek
      demandGoal
      reviewGoal
      demandsColor
    }
  }
`;

/** The read models the figures come from: cases and contacts, demands, reviews, staff, goals. */
const TOPICS = ['inventory', 'stages', 'scorecard', 'organization', 'goals'] as const;
type Row = ScorecardPageQuery$data['cmScorecard'][number];

const number = (id: string, header: string, get: (r: Row) => number, color: (r: Row) => ScoreColor, digits = 1): DataColumn<Row> => ({
  id,
  header,
  value: get,
  cell: (r) => <Scored value={get(r)} color={color(r)} digits={digits} />,
  align: 'right',
  searchable: false,
});

/**
 * spec 2 §2 Scorecard (CM Scorecard), /dash/{id}/inventory/scorecard and the organization's
 * /org/{id}/staff. Admins see all staff but the excluded codes, with Sort By Team and search;
 * others the members of their selected team (the server decides who is shown).
 */
export function ScorecardPage() {
  const user = useSessionUser();
  const admin = hasRole(user, 'admin');
  const teamId = useSelectedTeamId();
  const state = useDateRangeQuery<ScorecardPageQuery>(query, (range) => ({ startDate: range.startDate, endDate: range.endDate, teamId: admin ? null : teamId }));
  return (
    <section aria-labelledby="scorecard-title">
      <Heading as="h1" size="5" id="scorecard-title" mb="3">
        CM Scorecard
      </Heading>
      {state.status === 'waiting' ? (
        <Text color="gray" role="status">
          Choose both dates of the period to see the scorecard.
        </Text>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading the scorecard…">
          <ScorecardTable queryRef={state.queryRef} admin={admin} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading the scorecard…" />
      )}
    </section>
  );
}

function ScorecardTable({ queryRef, admin }: { queryRef: PreloadedQuery<ScorecardPageQuery>; admin: boolean }) {
  const data = usePreloadedQuery<ScorecardPageQuery>(query, queryRef);
  useLiveQuery<ScorecardPageQuery>(query, queryRef.variables as ScorecardPageQuery$variables, TOPICS);
  const [sortByTeam, setSortByTeam] = useState(false);
  // spec 2 §9 "review goal 0.5 per week": the firm's goal now (the goal screen), one per period.
  const reviewGoal = data.cmScorecard[0]?.reviewGoal ?? 0.5;
  const columns: DataColumn<Row>[] = [
    { id: 'staff', header: 'Staff', value: (r) => r.staff },
    { id: 'name', header: 'Full Name', value: (r) => r.fullName },
    { id: 'team', header: 'Team', value: (r) => r.team },
    { ...number('active', 'Active', (r) => r.active, (r) => r.activeColor, 0) },
    number('cm', 'CM Score', (r) => r.cmScore, (r) => r.cmScoreColor),
    { id: 'reviews', header: 'Reviews', value: (r) => r.reviews, align: 'right', searchable: false },
    number('reviewsWeek', `Avg Reviews/Week (${reviewGoal})`, (r) => r.avgReviewsPerWeek, (r) => r.reviewsColor, 2),
    number('fr', 'FR Score', (r) => r.frScore, (r) => r.frScoreColor),
    number('cc', 'CC Score', (r) => r.ccScore, (r) => r.ccScoreColor),
    { id: 'notContacted', header: 'CC Not Contacted', value: (r) => r.ccNotContacted, align: 'right', searchable: false },
    { id: 'demands', header: 'Total Demands', value: (r) => r.totalDemands, align: 'right', searchable: false },
    {
      ...number('demandsWeek', 'Avg Demands/Week (goal)', (r) => r.avgDemandsPerWeek, (r) => r.demandsColor, 2),
      cell: (r) => (
        <>
          <Scored value={r.avgDemandsPerWeek} color={r.demandsColor} digits={2} />{' '}
          <Text color="gray" size="1">
            ({r.demandGoal.toFixed(2)})
          </Text>
        </>
      ),
    },
  ];
  return (
    <DataTable<Row>
      key={sortByTeam ? 'by-team' : 'by-name'}
      label="CM Scorecard"
      rows={data.cmScorecard}
      columns={columns}
      rowId={(r) => String(r.userId)}
      defaultSort={sortByTeam ? { id: 'team', desc: false } : { id: 'name', desc: false }}
      searchable={admin}
      pageSizes={[50, 100, 'all']}
      csvFileName="cm_scorecard"
      emptyText="No case managers to score."
      toolbar={admin ? <CheckboxInput label="Sort By Team" checked={sortByTeam} onChange={setSortByTeam} /> : undefined}
    />
  );
}
