import { useEffect, useState } from 'react';
import { Badge, Card, Flex, Grid, Heading, Text, TextField } from '@radix-ui/themes';
import { graphql } from 'react-relay/hooks';
import { useRouteQueryData } from '../../../platform/relay/routeQuery';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { useSessionUser } from '../../../app/auth/AuthContext';
import { isIntakeAdmin, hasRole } from '../../../app/auth/roles';
import { userMessage } from '../../../platform/relay/errors';
import { useAlerts } from '../../../ui/Alerts';
import { EmptyState, QueryBoundary } from '../../../ui/QueryBoundary';
import { useUpdateUserNewCases } from './UpdateUserNewCasesMutation';
import type { RotationPageQuery, RotationPageQuery$data } from './__generated__/RotationPageQuery.graphql';

const query = graphql`
  query RotationPageQuery($organizationId: Int) {
    intakeRotation(organizationId: $organizationId) {
      id
      departmentId
      name
      staff {
        id
        userId
        name
        staffCode
        newCasesInPastWeek
        overridden
        activeAutoCases
        capacity
        percentFull
        score
        nextInLine
      }
    }
  }
`;

/** Rotation changes with cases (assignments, closings), overrides and the staff list. */
const TOPICS = ['intake', 'cases', 'organization'] as const;
/** spec 1 §2.5, §9: "The user query is polled every 300000 ms" — a fallback to the live updates. */
export const ROTATION_POLL_MS = 300_000;

/**
 * spec 1 §2.5 Assignment ('Intake Rotation'): one card per department flagged
 * showOnIntakeAssignment with Staff, Past Week, % Full and Score, ascending by score, the
 * lowest highlighted as next in line. Intake admins edit the past-week count (saved on Enter).
 */
export function RotationPage() {
  const { orgId } = useParams();
  const organizationId = orgId ? Number(orgId) : null;
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        Intake Rotation
      </Heading>
      <QueryBoundary loadingLabel="Loading the rotation…">
        <RotationBody organizationId={organizationId} />
      </QueryBoundary>
    </Flex>
  );
}

function RotationBody({ organizationId }: { organizationId: number | null }) {
  const variables = { organizationId };
  const data = useRouteQueryData<RotationPageQuery>(query, variables);
  const refetch = useLiveQuery<RotationPageQuery>(query, variables, TOPICS);
  useEffect(() => {
    const timer = setInterval(() => void refetch(), ROTATION_POLL_MS);
    return () => clearInterval(timer);
  }, [refetch]);
  const user = useSessionUser();
  const editable = isIntakeAdmin(user) || hasRole(user, 'overlord');
  if (data.intakeRotation.length === 0) return <EmptyState>No department is shown on the intake rotation.</EmptyState>;
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="3">
      {data.intakeRotation.map((d) => (
        <RotationCard key={d.id} department={d} editable={editable} />
      ))}
    </Grid>
  );
}

type Department = RotationPageQuery$data['intakeRotation'][number];

function RotationCard({ department, editable }: { department: Department; editable: boolean }) {
  const headingId = `rotation-${department.departmentId}`;
  return (
    <Card>
      <Heading as="h2" size="3" mb="2" id={headingId}>
        {department.name}
      </Heading>
      {department.staff.length === 0 ? (
        <Text color="gray">No active staff in this department.</Text>
      ) : (
        <table className="data-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Staff</th>
              <th scope="col" style={{ textAlign: 'right' }}>
                Past Week
              </th>
              <th scope="col" style={{ textAlign: 'right' }}>
                % Full
              </th>
              <th scope="col" style={{ textAlign: 'right' }}>
                Score
              </th>
            </tr>
          </thead>
          <tbody>
            {department.staff.map((s) => (
              <tr key={s.id} className={s.nextInLine ? 'row-priority' : undefined} style={s.nextInLine ? { background: 'var(--green-3)' } : undefined} aria-current={s.nextInLine ? 'true' : undefined}>
                <td>
                  <Flex gap="2" align="center">
                    <Text>{s.name}</Text>
                    {s.nextInLine ? (
                      <Badge color="green" variant="solid">
                        Next in line
                      </Badge>
                    ) : null}
                  </Flex>
                </td>
                <td style={{ textAlign: 'right' }}>{editable ? <PastWeekInput userId={s.userId} name={s.name} value={s.newCasesInPastWeek} overridden={s.overridden} /> : s.newCasesInPastWeek}</td>
                <td style={{ textAlign: 'right' }} title={`${s.activeAutoCases} active auto cases of a capacity of ${s.capacity}`}>
                  {s.percentFull.toFixed(2)}
                </td>
                <td style={{ textAlign: 'right' }}>{s.score.toFixed(1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/** spec 1 §2.5: "a number input saved on Enter"; a refused value stays typed with the reason shown. */
function PastWeekInput({ userId, name, value, overridden }: { userId: number; name: string; value: number; overridden: boolean }) {
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useUpdateUserNewCases();
  const { show } = useAlerts();
  useEffect(() => setText(String(value)), [value]);
  const submit = async () => {
    const n = Number(text);
    if (text.trim() === '' || !Number.isInteger(n) || n < 0) {
      setError('Type a whole number of 0 or more');
      return;
    }
    setError(null);
    try {
      await save({ id: userId, newCasesInPastWeek: n });
      show('success', `${name}: past week set to ${n}`);
    } catch (e) {
      setError(userMessage(e));
    }
  };
  return (
    <Flex direction="column" align="end" gap="1">
      <TextField.Root
        type="number"
        min={0}
        step={1}
        size="1"
        style={{ width: 72, textAlign: 'right' }}
        aria-label={`New cases in the past week for ${name}`}
        aria-invalid={error ? true : undefined}
        value={text}
        disabled={saving}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void submit();
          }
        }}
      />
      {overridden ? (
        <Text size="1" color="gray">
          set by an intake admin
        </Text>
      ) : null}
      {error ? (
        <Text size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
