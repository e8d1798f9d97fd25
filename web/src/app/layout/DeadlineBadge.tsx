import { Suspense } from 'react';
import { Badge } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { DEADLINE_FROM_DATE, deadlineToDate, todayIn } from '../../lib/dates';
import { useDeadlineHorizon } from '../../platform/preferences/dateRange';
import { useFirmTimeZone } from '../../platform/FirmTimeZone';
import { ErrorBoundary } from '../../ui/QueryBoundary';
import { useActedAsUserId } from './actAs';
import type { DeadlineBadgeQuery } from './__generated__/DeadlineBadgeQuery.graphql';

function Count({ userId }: { userId: number }) {
  const [horizon] = useDeadlineHorizon();
  const today = todayIn(useFirmTimeZone());
  // spec 1 §7: from 1900-01-01 to today + horizon, for the acted-as user (spec 1 §6).
  const data = useLazyLoadQuery<DeadlineBadgeQuery>(
    graphql`
      query DeadlineBadgeQuery($userId: Int!, $fromDate: NaiveDate!, $toDate: NaiveDate!) {
        user(id: $userId) {
          id
          deadlineCount(fromDate: $fromDate, toDate: $toDate)
        }
      }
    `,
    { userId, fromDate: DEADLINE_FROM_DATE, toDate: deadlineToDate(today, horizon) },
    { fetchPolicy: 'store-and-network' },
  );
  return <>{data.user?.deadlineCount ?? 0}</>;
}

/** spec 1 §2.2: red badge with the deadline count, opening the deadlines page. */
export function DeadlineBadge() {
  const userId = useActedAsUserId();
  return (
    <Link to={`/dash/${userId}/inventory/deadlines`} className="deadline-badge">
      <span className="sr-only">Deadlines due: </span>
      <Badge color="red" variant="solid" radius="full" size="2">
        <ErrorBoundary fallback={() => '!'}>
          <Suspense fallback="…">
            <Count userId={userId} />
          </Suspense>
        </ErrorBoundary>
      </Badge>
    </Link>
  );
}
