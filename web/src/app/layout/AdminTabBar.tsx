import { Flex } from '@radix-ui/themes';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import { useSessionUser } from '../auth/AuthContext';
import { PREFERENCE_KEYS, usePreference, writePreference } from '../../platform/preferences/storage';
import { SelectInput } from '../../ui/fields/SelectInput';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { useActedAsUserId, useSelectedTeamId } from './actAs';
import type { AdminTabBarQuery } from './__generated__/AdminTabBarQuery.graphql';
import type { ActAsSelector_organization$key } from './__generated__/ActAsSelector_organization.graphql';
import type { TeamSelector_organization$key } from './__generated__/TeamSelector_organization.graphql';

function ActAsSelector({ organization }: { organization: ActAsSelector_organization$key }) {
  const data = useFragment(
    graphql`
      fragment ActAsSelector_organization on Organization {
        users {
          userId
          name
          active
          teams {
            teamId
          }
        }
      }
    `,
    organization,
  );
  const actedAs = useActedAsUserId();
  const me = useSessionUser();
  const options = [...data.users]
    .filter((u) => u.active)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((u) => ({ value: String(u.userId), label: u.name }));
  return (
    <div style={{ minWidth: 220 }}>
      <SelectInput
        label="Act as"
        value={String(actedAs)}
        options={options}
        onChange={(value) => {
          const userId = Number(value);
          // spec 3 §2.3: acting as someone selects their first team.
          const chosen = data.users.find((u) => u.userId === userId);
          writePreference(PREFERENCE_KEYS.actAsUserId, userId === me.userId ? null : userId);
          writePreference(PREFERENCE_KEYS.selectedTeamId, chosen?.teams[0]?.teamId ?? null);
        }}
      />
    </div>
  );
}

function TeamSelector({ organization }: { organization: TeamSelector_organization$key }) {
  const data = useFragment(
    graphql`
      fragment TeamSelector_organization on Organization {
        teams {
          teamId
          name
        }
      }
    `,
    organization,
  );
  const teamId = useSelectedTeamId();
  const [, setTeam] = usePreference<number | null>(PREFERENCE_KEYS.selectedTeamId, null);
  const options = [...data.teams].sort((a, b) => a.name.localeCompare(b.name)).map((t) => ({ value: String(t.teamId), label: t.name }));
  return (
    <div style={{ minWidth: 200 }}>
      <SelectInput label="Team" value={teamId ? String(teamId) : ''} options={options} onChange={(v) => setTeam(Number(v))} />
    </div>
  );
}

function Bar({ showActAs, showTeam }: { showActAs: boolean; showTeam: boolean }) {
  const user = useSessionUser();
  const data = useLazyLoadQuery<AdminTabBarQuery>(
    graphql`
      query AdminTabBarQuery($orgId: Int!) {
        organization(id: $orgId) {
          ...ActAsSelector_organization
          ...TeamSelector_organization
        }
      }
    `,
    { orgId: user.organizationId },
    { fetchPolicy: 'store-and-network' },
  );
  if (!data.organization) return null;
  return (
    <Flex gap="4" align="end" mb="3" role="group" aria-label="Dashboard selectors">
      {showActAs ? <ActAsSelector organization={data.organization} /> : null}
      {showTeam ? <TeamSelector organization={data.organization} /> : null}
    </Flex>
  );
}

/** spec 1 §2.3, §6: the admin-only top tab bar: act-as selector and, on team pages, team selector. */
export function AdminTabBar({ showActAs, showTeam }: { showActAs: boolean; showTeam: boolean }) {
  if (!showActAs && !showTeam) return null;
  return (
    <QueryBoundary loadingLabel="Loading users…">
      <Bar showActAs={showActAs} showTeam={showTeam} />
    </QueryBoundary>
  );
}
