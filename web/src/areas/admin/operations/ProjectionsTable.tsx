import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { RebuildBar } from './RebuildBar';
import type { ProjectionsTable_projections$data, ProjectionsTable_projections$key } from './__generated__/ProjectionsTable_projections.graphql';

type Row = ProjectionsTable_projections$data[number];

const STATE_COLORS: Record<string, 'green' | 'amber' | 'red'> = { live: 'green', rebuilding: 'amber', failed: 'red' };

/** Every projection: version, position, lag, state, last error (with the failing event), rebuild progress. */
export function ProjectionsTable({ projections, onRebuild, toolbar }: { projections: ProjectionsTable_projections$key; onRebuild: (name: string) => void; toolbar?: React.ReactNode }) {
  const rows = useFragment(
    graphql`
      fragment ProjectionsTable_projections on ProjectionOperation @relay(plural: true) {
        name
        version
        codeVersion
        generation
        position
        lag
        state
        lastError
        failedEvent {
          position
          eventType
          streamId
        }
        rebuild {
          state
          generation
          done
          total
          percent
          rate
          etaSeconds
          error
        }
      }
    `,
    projections,
  );
  const columns: DataColumn<Row>[] = [
    { id: 'name', header: 'Projection', value: (p) => p.name },
    { id: 'version', header: 'Version', value: (p) => p.version, cell: (p) => (p.version === p.codeVersion ? `v${p.version}` : `v${p.version} (code v${p.codeVersion})`) },
    { id: 'generation', header: 'Generation', value: (p) => p.generation, align: 'right' },
    { id: 'position', header: 'Position', value: (p) => p.position, align: 'right' },
    { id: 'lag', header: 'Lag', value: (p) => p.lag, align: 'right' },
    {
      id: 'state',
      header: 'State',
      value: (p) => p.state,
      cell: (p) => (
        <Badge color={STATE_COLORS[p.state] ?? 'gray'} variant="soft" highContrast>
          {p.state}
        </Badge>
      ),
    },
    {
      id: 'rebuild',
      header: 'Rebuild',
      value: (p) => (p.rebuild ? `${p.rebuild.state} ${p.rebuild.percent}%` : ''),
      cell: (p) => (p.rebuild ? <RebuildBar name={p.name} rebuild={p.rebuild} /> : <Text color="gray">—</Text>),
      sortable: false,
    },
    {
      id: 'lastError',
      header: 'Last error',
      value: (p) => p.lastError ?? p.rebuild?.error ?? '',
      cell: (p) => {
        const error = p.lastError ?? p.rebuild?.error;
        if (!error) return null;
        return (
          <Flex direction="column" gap="1">
            <Text size="1" color="red">
              {error}
            </Text>
            {p.failedEvent ? (
              <Text size="1" color="gray">
                Failed on event {p.failedEvent.position} ({p.failedEvent.eventType} on {p.failedEvent.streamId})
              </Text>
            ) : null}
          </Flex>
        );
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      csv: false,
      sortable: false,
      value: () => '',
      cell: (p) => (
        <Button size="1" variant="soft" disabled={p.state === 'rebuilding'} onClick={() => onRebuild(p.name)} aria-label={`Rebuild ${p.name}`}>
          Rebuild
        </Button>
      ),
    },
  ];
  return <DataTable label="Projections" rows={rows} columns={columns} rowId={(p) => p.name} csvFileName="Projections" toolbar={toolbar} emptyText="No projections." />;
}
