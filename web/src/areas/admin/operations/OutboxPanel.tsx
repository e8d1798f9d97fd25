import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { StatCard } from '../../../ui/StatCard';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import type { OutboxPanel_outbox$data, OutboxPanel_outbox$key } from './__generated__/OutboxPanel_outbox.graphql';

type Failure = OutboxPanel_outbox$data['failures'][number];

export function formatInstant(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString('en-US', { timeZone, dateStyle: 'short', timeStyle: 'medium' });
}

/** The write-back outbox: pending, failed, last error, and the failed changes with Retry now. */
export function OutboxPanel({ outbox, onRetry, retrying }: { outbox: OutboxPanel_outbox$key; onRetry: (id: string) => void; retrying: ReadonlySet<string> }) {
  const timeZone = useFirmTimeZone();
  const data = useFragment(
    graphql`
      fragment OutboxPanel_outbox on WriteBackStatus {
        pending
        failed
        lastError
        lastErrorAt
        lastPushedAt
        failures {
          writeBackId
          kind
          caseId
          attempts
          lastError
          createdAt
          nextAttemptAt
        }
      }
    `,
    outbox,
  );
  const columns: DataColumn<Failure>[] = [
    { id: 'id', header: 'Write-back', value: (f) => f.writeBackId, truncate: 14 },
    { id: 'kind', header: 'Change', value: (f) => f.kind },
    { id: 'caseId', header: 'Case', value: (f) => f.caseId, align: 'right' },
    { id: 'attempts', header: 'Attempts', value: (f) => f.attempts, align: 'right' },
    { id: 'lastError', header: 'Last error', value: (f) => f.lastError, truncate: 80 },
    { id: 'createdAt', header: 'Made', value: (f) => f.createdAt, cell: (f) => formatInstant(f.createdAt, timeZone) },
    { id: 'nextAttemptAt', header: 'Next try', value: (f) => f.nextAttemptAt, cell: (f) => formatInstant(f.nextAttemptAt, timeZone) },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      csv: false,
      sortable: false,
      value: () => '',
      cell: (f) => (
        <Button size="1" variant="soft" loading={retrying.has(f.writeBackId)} onClick={() => onRetry(f.writeBackId)} aria-label={`Retry ${f.writeBackId} now`}>
          Retry now
        </Button>
      ),
    },
  ];
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="4">
        Write-back outbox
      </Heading>
      <Flex gap="3" wrap="wrap">
        <StatCard label="Pending write-backs" value={data.pending} detail="Changes not pushed to the case system yet" />
        <StatCard label="Failed write-backs" value={data.failed} color={data.failed > 0 ? 'red' : 'green'} detail="Retried with back-off, up to an hour apart" />
        <StatCard label="Last pushed" value={<Text size="3">{formatInstant(data.lastPushedAt, timeZone) || 'Never'}</Text>} />
      </Flex>
      {data.lastError ? (
        <Text size="2" color="red" role="status" aria-label="Last write-back error">
          Last error ({formatInstant(data.lastErrorAt, timeZone)}): {data.lastError}
        </Text>
      ) : null}
      <DataTable label="Failed write-backs" rows={data.failures} columns={columns} rowId={(f) => f.writeBackId} emptyText="No failed write-backs." csvFileName="Failed_Write_Backs" />
    </Flex>
  );
}
