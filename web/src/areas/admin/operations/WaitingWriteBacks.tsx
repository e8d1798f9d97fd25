import { Button, Flex, Heading } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { formatInstant } from './OutboxPanel';
import type { WaitingWriteBacks_outbox$data, WaitingWriteBacks_outbox$key } from './__generated__/WaitingWriteBacks_outbox.graphql';

type Waiting = WaitingWriteBacks_outbox$data['waiting'][number];

/**
 * The per-case ordering wait: changes held back behind an older change of their case that is
 * not pushed yet, with Retry now on the change they wait behind.
 */
export function WaitingWriteBacks({ outbox, onRetry, retrying }: { outbox: WaitingWriteBacks_outbox$key; onRetry: (id: string) => void; retrying: ReadonlySet<string> }) {
  const timeZone = useFirmTimeZone();
  const data = useFragment(
    graphql`
      fragment WaitingWriteBacks_outbox on WriteBackStatus {
        waiting {
          writeBackId
          kind
          caseId
          createdAt
          waitingBehind
          waitingBehindKind
          waitingBehindAttempts
        }
      }
    `,
    outbox,
  );
  const columns: DataColumn<Waiting>[] = [
    { id: 'id', header: 'Write-back', value: (w) => w.writeBackId, truncate: 14 },
    { id: 'kind', header: 'Change', value: (w) => w.kind },
    { id: 'caseId', header: 'Case', value: (w) => w.caseId, align: 'right' },
    { id: 'createdAt', header: 'Made', value: (w) => w.createdAt, cell: (w) => formatInstant(w.createdAt, timeZone) },
    { id: 'behind', header: 'Waits behind', value: (w) => `${w.waitingBehindKind} ${w.waitingBehind} (${w.waitingBehindAttempts} failed tries)`, truncate: 60 },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      csv: false,
      sortable: false,
      value: () => '',
      cell: (w) => (
        <Button size="1" variant="soft" loading={retrying.has(w.waitingBehind)} onClick={() => onRetry(w.waitingBehind)} aria-label={`Retry ${w.waitingBehind} now`}>
          Retry blocker now
        </Button>
      ),
    },
  ];
  return (
    <Flex direction="column" gap="3">
      <Heading as="h3" size="3">
        Waiting in order
      </Heading>
      <DataTable label="Write-backs waiting in order" rows={data.waiting} columns={columns} rowId={(w) => w.writeBackId} emptyText="No change waits behind another." csvFileName="Waiting_Write_Backs" />
    </Flex>
  );
}
