import { useMemo, useState } from 'react';
import { Button, Flex, Heading, IconButton, TextField } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, useLazyLoadQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { useSessionUser } from '../../../app/auth/AuthContext';
import { hasRole } from '../../../app/auth/roles';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { EmptyState, LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import { useDebounced } from '../../../ui/useDebounced';
import { SwitchInput } from '../../../ui/fields/SwitchInput';
import { TitledSection } from '../../../ui/TitledSection';
import { ColumnChart } from '../../../ui/charts/ColumnChart';
import { ResponsiveChart } from '../../../ui/charts/ResponsiveChart';
import { formatUsDate } from '../../../lib/dates';
import { EMPTY_REVIEW, NonClientReviewDialog, type ReviewForm } from './NonClientReviewDialog';
import { RatingActions } from './RatingActions';
import type { OrgReviewsPageQuery, OrgReviewsPageQuery$data } from './__generated__/OrgReviewsPageQuery.graphql';
import type { OrgReviewsPageSearchQuery } from './__generated__/OrgReviewsPageSearchQuery.graphql';

const query = graphql`
  query OrgReviewsPageQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $excludeIntake: Boolean!, $includeIntake: Boolean!, $organizationId: Int!) {
    casesWithReviewsInPeriod(startDate: $startDate, endDate: $endDate, includeIntakeReviews: $includeIntake) {
      id
      caseId
      statusId
      clientName
      review
      date
      attorney
      paralegal
      team
      creator
    }
    nonClientReviewsInPeriod(startDate: $startDate, endDate: $endDate) {
      id
      reviewId
      firstName
      lastName
      rating
      review
      reviewDate
      teamId
      teamName
      userId
      staffCode
      userName
    }
    reviewsByTeamByMonth(startDate: $startDate, endDate: $endDate, excludeIntake: $excludeIntake) {
      monthStart
      team
      count
    }
    organization(id: $organizationId) {
      teams {
        teamId
        name
      }
      users {
        userId
        name
      }
    }
  }
`;

const searchQuery = graphql`
  query OrgReviewsPageSearchQuery($name: String!) {
    reviewCasesByClientName(name: $name) {
      id
      caseId
      clientName
      attorney
      paralegal
      statusId
      review
    }
  }
`;

const TOPICS = ['reviews', 'cases', 'organization'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Row {
  id: string;
  caseId: number | null;
  statusId: number | null;
  reviewId: number | null;
  clientName: string;
  review: string;
  date: string;
  attorney: string | null;
  paralegal: string | null;
  team: string | null;
  user: string | null;
  form: ReviewForm | null;
}

function rowsOf(data: OrgReviewsPageQuery$data): Row[] {
  const cases: Row[] = data.casesWithReviewsInPeriod.map((c) => ({ id: c.id, caseId: c.caseId, statusId: c.statusId, reviewId: null, clientName: c.clientName, review: c.review, date: c.date, attorney: c.attorney ?? null, paralegal: c.paralegal ?? null, team: c.team ?? null, user: c.creator ?? null, form: null }));
  const others: Row[] = data.nonClientReviewsInPeriod.map((n) => ({
    id: n.id,
    caseId: null,
    statusId: null,
    reviewId: n.reviewId,
    clientName: `${n.firstName} ${n.lastName}`,
    review: n.review,
    date: n.reviewDate,
    attorney: null,
    paralegal: null,
    team: n.teamName ?? null,
    user: n.staffCode ?? n.userName ?? null,
    form: { id: n.reviewId, firstName: n.firstName, lastName: n.lastName, rating: String(n.rating), date: n.reviewDate, teamId: String(n.teamId), userId: String(n.userId) },
  }));
  return [...cases, ...others];
}

/** spec 3 §2.12 Unique Reviews (/org/{id}/reviews): the top bar's range. */
export function OrgReviewsPage() {
  const user = useSessionUser();
  const [excludeIntake, setExcludeIntake] = useState(true);
  const state = useDateRangeQuery<OrgReviewsPageQuery>(query, (r) => ({ startDate: r.startDate, endDate: r.endDate, excludeIntake, includeIntake: !excludeIntake, organizationId: user.organizationId }));
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        Unique Reviews
      </Heading>
      <SwitchInput label="Exclude Intake" checked={excludeIntake} onChange={setExcludeIntake} />
      {state.status === 'waiting' ? (
        <EmptyState>Choose both dates in the top bar.</EmptyState>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading the reviews…">
          <ReviewsBody queryRef={state.queryRef} admin={hasRole(user, 'admin')} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading the reviews…" />
      )}
    </Flex>
  );
}

function ReviewsBody({ queryRef, admin }: { queryRef: PreloadedQuery<OrgReviewsPageQuery>; admin: boolean }) {
  const data = usePreloadedQuery<OrgReviewsPageQuery>(query, queryRef);
  const refetch = useLiveQuery<OrgReviewsPageQuery>(query, queryRef.variables, TOPICS);
  const [dialog, setDialog] = useState<ReviewForm | null>(null);
  const rows = useMemo(() => rowsOf(data), [data]);
  const teams = (data.organization?.teams ?? []).map((t) => ({ value: String(t.teamId), label: t.name }));
  const users = (data.organization?.users ?? []).map((u) => ({ value: String(u.userId), label: u.name }));
  const chart = useMemo(() => {
    const series = [...new Set(data.reviewsByTeamByMonth.map((p) => p.team))].sort();
    const months = [...new Set(data.reviewsByTeamByMonth.map((p) => p.monthStart))].sort();
    return {
      series,
      data: months.map((m) => ({ label: `${MONTHS[Number(m.slice(5, 7)) - 1]} ${m.slice(0, 4)}`, values: Object.fromEntries(data.reviewsByTeamByMonth.filter((p) => p.monthStart === m).map((p) => [p.team, p.count])) })),
    };
  }, [data.reviewsByTeamByMonth]);
  const columns: DataColumn<Row>[] = [
    { id: 'client', header: 'Client', value: (r) => r.clientName },
    { id: 'review', header: 'Review', value: (r) => r.review },
    { id: 'date', header: 'Date', value: (r) => r.date, cell: (r) => formatUsDate(r.date) },
    { id: 'attorney', header: 'Attorney', value: (r) => r.attorney },
    { id: 'paralegal', header: 'Paralegal', value: (r) => r.paralegal },
    { id: 'team', header: 'Team', value: (r) => r.team },
    { id: 'user', header: 'User', value: (r) => r.user },
    ...(admin
      ? [
          {
            id: 'actions',
            header: 'Actions',
            hideHeader: true,
            sortable: false,
            searchable: false,
            csv: false as const,
            value: () => null,
            cell: (r: Row) =>
              r.caseId !== null ? (
                <RatingActions caseId={r.caseId} clientName={r.clientName} statusId={r.statusId} onChanged={() => void refetch()} />
              ) : (
                <IconButton size="1" variant="ghost" aria-label={`Edit review of ${r.clientName}`} onClick={() => setDialog(r.form)}>
                  ✎
                </IconButton>
              ),
          },
        ]
      : []),
  ];
  return (
    <>
      <TitledSection title="4 and 5 Star Reviews by Team">
        <ResponsiveChart height={200}>{(width, height) => <ColumnChart width={width} height={height} title="4 and 5 Star Reviews by Team by Month" series={chart.series} data={chart.data} stacked />}</ResponsiveChart>
      </TitledSection>
      {admin ? (
        <Flex>
          <Button onClick={() => setDialog(EMPTY_REVIEW)}>Non-Client Review</Button>
        </Flex>
      ) : null}
      <DataTable<Row> label="Unique Reviews" rows={rows} columns={columns} rowId={(r) => r.id} defaultSort={{ id: 'date', desc: true }} sortKey="org-reviews" pageSizes={[100, 'all']} emptyText="No reviews in this period." />
      {admin ? <CaseSearch onChanged={() => void refetch()} /> : null}
      <NonClientReviewDialog open={dialog !== null} onOpenChange={(o) => !o && setDialog(null)} initial={dialog ?? EMPTY_REVIEW} teams={teams} users={users} onSaved={() => void refetch()} />
    </>
  );
}

/** spec 3 §2.12 name search: after a 500 ms pause, only with a comma ("last name, first name"). */
function CaseSearch({ onChanged }: { onChanged: () => void }) {
  const [text, setText] = useState('');
  const debounced = useDebounced(text);
  const name = debounced.includes(',') ? debounced : '';
  return (
    <TitledSection title="Rate a Case">
      <Flex direction="column" gap="2">
        <TextField.Root aria-label="Client name (last, first)" placeholder="Last name, first name" value={text} onChange={(e) => setText(e.target.value)} style={{ maxWidth: 320 }} />
        {name ? (
          <QueryBoundary loadingLabel="Searching…">
            <CaseSearchResults name={name} onChanged={onChanged} />
          </QueryBoundary>
        ) : null}
      </Flex>
    </TitledSection>
  );
}

function CaseSearchResults({ name, onChanged }: { name: string; onChanged: () => void }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<OrgReviewsPageSearchQuery>(searchQuery, { name }, { fetchPolicy: 'network-only', fetchKey });
  type Found = (typeof data.reviewCasesByClientName)[number];
  const changed = () => {
    setFetchKey((k) => k + 1);
    onChanged();
  };
  const columns: DataColumn<Found>[] = [
    { id: 'client', header: 'Client', value: (c) => c.clientName },
    { id: 'attorney', header: 'Attorney', value: (c) => c.attorney },
    { id: 'paralegal', header: 'Paralegal', value: (c) => c.paralegal },
    { id: 'rating', header: 'Rating', sortable: false, searchable: false, value: (c) => c.review, cell: (c) => <RatingActions caseId={c.caseId} clientName={c.clientName} statusId={c.statusId} onChanged={changed} /> },
  ];
  return <DataTable<Found> label="Cases found" rows={data.reviewCasesByClientName} columns={columns} rowId={(c) => c.id} searchable={false} emptyText="No case matches that name." />;
}
