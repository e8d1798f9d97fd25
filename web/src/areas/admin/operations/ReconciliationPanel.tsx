import { useState } from 'react';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { userMessage } from '../../../platform/relay/errors';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { StatCard } from '../../../ui/StatCard';
import { useAlerts } from '../../../ui/Alerts';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { formatInstant } from './OutboxPanel';
import { useReconcileNow, useRepullCase } from './ReconciliationMutations';
import type { ReconciliationPanel_report$data, ReconciliationPanel_report$key } from './__generated__/ReconciliationPanel_report.graphql';

type Drift = ReconciliationPanel_report$data['drift'][number];

const KIND_LABELS: Record<string, string> = {
  field_differs: 'Fields differ',
  missing_here: 'Missing here',
  missing_there: 'Missing in the case system',
  write_back_not_taken: 'Write-back not taken',
};

/** One line per differing field: `office_id: here 1, there 3 (write-back …)`. */
export function describeFields(d: Drift): string {
  if (d.fields.length === 0) return d.kind === 'missing_here' ? 'Only the case system has this case' : 'Only Caseboard has this case';
  return d.fields
    .map((f) => {
      const wb = f.writeBackId ? ` (change ${f.writeBackId.slice(0, 8)} ${f.writeBackPushed ? 'pushed, not taken' : 'not pushed yet'})` : '';
      return `${f.field}: here ${f.here ?? '—'}, there ${f.there ?? '—'}${wb}`;
    })
    .join('; ');
}

/**
 * Issue #18: the latest reconciliation with the external case system — drift counts, the
 * drifting cases with a Re-pull each, and Reconcile now. `onChanged` refreshes the screen.
 */
export function ReconciliationPanel({ report, onChanged }: { report: ReconciliationPanel_report$key | null | undefined; onChanged: () => void }) {
  const timeZone = useFirmTimeZone();
  const { show } = useAlerts();
  const [reconcile, reconciling] = useReconcileNow();
  const [repull] = useRepullCase();
  const [pulling, setPulling] = useState<ReadonlySet<number>>(new Set());
  const data = useFragment(
    graphql`
      fragment ReconciliationPanel_report on ReconciliationReport {
        runId
        trigger
        finishedAt
        casesHere
        casesThere
        total
        fieldDiffers
        missingHere
        missingThere
        writeBackNotTaken
        drift {
          caseId
          kind
          fields {
            field
            here
            there
            writeBackId
            writeBackPushed
          }
        }
      }
    `,
    report ?? null,
  );

  const onReconcile = async () => {
    try {
      const r = await reconcile({});
      show('success', r.reconcileNow.total === 0 ? 'Reconciled: no drift.' : `Reconciled: ${r.reconcileNow.total} cases drift.`);
    } catch (e) {
      show('error', userMessage(e));
    }
    onChanged();
  };

  const onRepull = async (caseId: number) => {
    setPulling((s) => new Set(s).add(caseId));
    try {
      const r = await repull({ caseId });
      const p = r.repullCase;
      show(p.cleared ? 'success' : 'info', `Case ${caseId}: ${p.imported} of ${p.facts} facts new; ${p.cleared ? 'it matches now' : 'it still differs'}.`);
    } catch (e) {
      show('error', userMessage(e));
    } finally {
      setPulling((s) => {
        const next = new Set(s);
        next.delete(caseId);
        return next;
      });
      onChanged();
    }
  };

  const columns: DataColumn<Drift>[] = [
    { id: 'caseId', header: 'Case', value: (d) => d.caseId, align: 'right' },
    { id: 'kind', header: 'Drift', value: (d) => KIND_LABELS[d.kind] ?? d.kind },
    { id: 'fields', header: 'Differences', value: (d) => describeFields(d), truncate: 120 },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      csv: false,
      sortable: false,
      value: () => '',
      cell: (d) => (
        <Button size="1" variant="soft" loading={pulling.has(d.caseId)} onClick={() => void onRepull(d.caseId)} aria-label={`Re-pull case ${d.caseId}`}>
          Re-pull
        </Button>
      ),
    },
  ];

  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" wrap="wrap" gap="2">
        <Heading as="h2" size="4">
          Reconciliation with the case system
        </Heading>
        <Button variant="soft" loading={reconciling} onClick={() => void onReconcile()}>
          Reconcile now
        </Button>
      </Flex>
      {data ? (
        <>
          <Text size="1" color="gray">
            Last run {formatInstant(data.finishedAt, timeZone)} ({data.trigger === 'schedule' ? 'nightly' : data.trigger === 'operator' ? 'from this screen' : 'caseboard reconcile'}): {data.casesHere} cases here, {data.casesThere} in the
            case system.
          </Text>
          <Flex gap="3" wrap="wrap">
            <StatCard label="Drifting cases" value={data.total} color={data.total > 0 ? 'red' : 'green'} detail="0 is what the firm expects every morning" />
            <StatCard label="Fields differ" value={data.fieldDiffers} />
            <StatCard label="Missing here" value={data.missingHere} />
            <StatCard label="Missing in the case system" value={data.missingThere} />
            <StatCard label="Write-backs not taken" value={data.writeBackNotTaken} />
          </Flex>
          <DataTable label="Drifting cases" rows={data.drift} columns={columns} rowId={(d) => String(d.caseId)} emptyText="No drift: Caseboard and the case system agree." csvFileName="Reconciliation_Drift" />
        </>
      ) : (
        <Text size="2" color="gray">
          No reconciliation has run yet. It runs nightly; Reconcile now runs one at once.
        </Text>
      )}
    </Flex>
  );
}
