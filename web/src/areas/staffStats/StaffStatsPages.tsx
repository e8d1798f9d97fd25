import { Suspense, useState } from 'react';
import { Checkbox, Flex, Heading, Text } from '@radix-ui/themes';
import { useParams } from 'react-router-dom';
import { useSessionUser } from '../../app/auth/AuthContext';
import { hasRole } from '../../app/auth/roles';
import { StaffMonthlyTables } from './StaffMonthlyTables';
import { TeamInventoryChart } from './TeamInventoryChart';
import { TeamFileReviewsChart } from './TeamFileReviewsChart';
import { StarReviewsTable } from './StarReviewsTable';
import { OrgTeamSelect } from '../org/OrgTeamSelect';

function Title({ id, children }: { id: string; children: string }) {
  return (
    <Heading as="h1" size="5" id={id} mb="2">
      {children}
    </Heading>
  );
}

/** spec 3 §2.7 Attorney Stats (/org/{id}/staff/attorney-stats). */
export function AttorneyStatsPage() {
  const params = useParams();
  return (
    <section aria-labelledby="attorney-stats-title">
      <Title id="attorney-stats-title">Attorney Stats</Title>
      <StaffMonthlyTables kind="attorney" organizationId={Number(params.orgId)} />
    </section>
  );
}

/** spec 3 §2.7 Paralegal Stats (/org/{id}/staff/paralegal-stats): the firm's paralegals. */
export function ParalegalStatsPage() {
  const params = useParams();
  return (
    <section aria-labelledby="paralegal-stats-title">
      <Title id="paralegal-stats-title">Paralegal Stats</Title>
      <StaffMonthlyTables kind="paralegal" scope={{ organizationId: Number(params.orgId), userId: null, teamId: null, showAllParalegals: false }} />
    </section>
  );
}

/** spec 2 §2 fees Team Stats (/dash/{id}/fees/team-stats): the monthly tables of the user's team. */
export function TeamStatsPage() {
  const params = useParams();
  return (
    <section aria-labelledby="team-stats-title">
      <Title id="team-stats-title">Team Stats</Title>
      <StaffMonthlyTables kind="paralegal" scope={{ organizationId: null, userId: Number(params.userId), teamId: null, showAllParalegals: false }} />
    </section>
  );
}

/**
 * spec 2 §2 Team dashboard (/dash/{id}/inventory/team): the team's monthly tables; admins
 * also get the team select (clearable) and Show all paralegals.
 */
export function TeamDashboardPage() {
  const params = useParams();
  const user = useSessionUser();
  const admin = hasRole(user, 'admin');
  const [teamId, setTeamId] = useState<number | null>(null);
  const [showAll, setShowAll] = useState(false);
  return (
    <section aria-labelledby="team-dashboard-title">
      <Title id="team-dashboard-title">Team</Title>
      {admin ? (
        <Flex gap="4" align="center" mb="2" wrap="wrap">
          <Suspense fallback={<Text color="gray">Loading teams…</Text>}>
            <OrgTeamSelect organizationId={user.organizationId} value={teamId} onChange={setTeamId} emptyLabel="The user's teams" />
          </Suspense>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Checkbox checked={showAll} onCheckedChange={(v) => setShowAll(v === true)} />
              Show all paralegals
            </Flex>
          </Text>
        </Flex>
      ) : null}
      <TeamInventoryChart userId={Number(params.userId)} teamId={admin ? teamId : null} showAllParalegals={admin && showAll} />
      <TeamFileReviewsChart userId={Number(params.userId)} teamId={admin ? teamId : null} showAllParalegals={admin && showAll} />
      <StarReviewsTable userId={Number(params.userId)} />
      <StaffMonthlyTables kind="paralegal" scope={{ organizationId: null, userId: Number(params.userId), teamId: admin ? teamId : null, showAllParalegals: admin && showAll }} />
    </section>
  );
}
