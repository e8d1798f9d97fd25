import { useEffect, useState } from 'react';
import { Button, Callout, Flex, Table, Text } from '@radix-ui/themes';
import { Dialog, DIALOG_WIDTHS } from '../../../ui/Dialog';
import { TextInput } from '../../../ui/fields/TextInput';
import { formatMoneyCentsPrecise } from '../../../lib/format';

export interface MileageResultRow {
  readonly provider_name: string;
  readonly provider_address: string;
  readonly patient_address: string;
  readonly reimbursement: number;
  readonly round_trip_miles: number;
  readonly visits: number;
  readonly error: string | null | undefined;
  readonly estimate: boolean;
  readonly rate: number;
}

const COPY_OK = 'Results copied to clipboard!';
const COPY_PLAIN = 'Copied as plain text. HTML formatting not supported in your browser.';
const COPY_FAILED = 'Could not copy to clipboard. Please try selecting the text manually.';

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The copied text: the table (tab-separated or HTML), the total, the patient address and the rate. */
export function resultsText(rows: readonly MileageResultRow[]): { plain: string; html: string } {
  const total = rows.reduce((t, r) => t + r.reimbursement, 0);
  const rate = rows[0]?.rate ?? 70;
  const lines = rows.map((r) => [r.provider_name, String(r.visits), r.round_trip_miles.toFixed(1), formatMoneyCentsPrecise(r.reimbursement)]);
  const plain = [
    ['Provider', 'Visits', 'Round Trip Miles', 'Reimbursement'].join('\t'),
    ...lines.map((l) => l.join('\t')),
    `Total\t\t\t${formatMoneyCentsPrecise(total)}`,
    `Patient address: ${rows[0]?.patient_address ?? ''}`,
    `Rate: ${rate} cents per mile`,
  ].join('\n');
  const html =
    '<table><tr><th>Provider</th><th>Visits</th><th>Round Trip Miles</th><th>Reimbursement</th></tr>' +
    lines.map((l) => `<tr>${l.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('') +
    `<tr><td><b>Total</b></td><td></td><td></td><td><b>${formatMoneyCentsPrecise(total)}</b></td></tr></table>` +
    `<p>Patient address: ${escapeHtml(rows[0]?.patient_address ?? '')}</p><p>Rate: ${rate} cents per mile</p>`;
  return { plain, html };
}

/** spec 2 §2 "Mileage results dialog", §5 rate, §8 copy messages. */
export function MileageResultsDialog({ rows, onRate, onClose }: { rows: readonly MileageResultRow[]; onRate: (rate: string) => Promise<void>; onClose: () => void }) {
  const [rate, setRate] = useState(String(rows[0]?.rate ?? 70));
  const [copy, setCopy] = useState<{ color: 'green' | 'amber' | 'red'; text: string } | null>(null);
  const total = rows.reduce((t, r) => t + r.reimbursement, 0);
  const estimate = rows.some((r) => r.estimate);

  const applyRate = async () => {
    // spec 2 §5: the server resets a rate that is not a number, 0 or less to 70 (1 to 200).
    await onRate(rate);
  };
  const shownRate = rows[0]?.rate ?? 70;
  // Keep the field in step with the rate the server applied (spec 2 §5: "abc", 0, -5 → 70).
  useEffect(() => setRate(String(shownRate)), [rows, shownRate]);

  const doCopy = async () => {
    const { plain, html } = resultsText(rows);
    const show = (c: typeof copy) => {
      setCopy(c);
      window.setTimeout(() => setCopy(null), 3000);
    };
    try {
      if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
        await navigator.clipboard.write([
          new ClipboardItem({ 'text/html': new Blob([html], { type: 'text/html' }), 'text/plain': new Blob([plain], { type: 'text/plain' }) }),
        ]);
        show({ color: 'green', text: COPY_OK });
        return;
      }
      await navigator.clipboard.writeText(plain);
      show({ color: 'amber', text: COPY_PLAIN });
    } catch {
      try {
        await navigator.clipboard.writeText(plain);
        show({ color: 'amber', text: COPY_PLAIN });
      } catch {
        show({ color: 'red', text: COPY_FAILED });
      }
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="Mileage Reimbursement Results"
      maxWidth={DIALOG_WIDTHS.event}
      footer={
        <Flex gap="2" justify="end">
          <Button variant="soft" onClick={() => void doCopy()}>
            Copy to Clipboard
          </Button>
          <Button variant="soft" color="gray" onClick={onClose}>
            Close
          </Button>
        </Flex>
      }
    >
      <Flex direction="column" gap="3">
        <Table.Root size="1" aria-label="Mileage results">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Provider</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">Visits</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">Round Trip Miles</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">Reimbursement</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.provider_name + r.provider_address}>
                <Table.Cell>
                  {r.provider_name}
                  <Text as="div" size="1" color={r.error ? 'red' : 'gray'}>
                    {r.error ? `${r.provider_address} — ${r.error}` : r.provider_address}
                  </Text>
                </Table.Cell>
                <Table.Cell align="right">{r.visits}</Table.Cell>
                <Table.Cell align="right">{r.round_trip_miles.toFixed(1)}</Table.Cell>
                <Table.Cell align="right">{formatMoneyCentsPrecise(r.reimbursement)}</Table.Cell>
              </Table.Row>
            ))}
            <Table.Row>
              <Table.RowHeaderCell>Total</Table.RowHeaderCell>
              <Table.Cell />
              <Table.Cell />
              <Table.Cell align="right">
                <Text weight="bold" aria-label="Total reimbursement">
                  {formatMoneyCentsPrecise(total)}
                </Text>
              </Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
        <Text size="2">Patient address: {rows[0]?.patient_address}</Text>
        {estimate ? (
          <Text size="1" color="gray">
            Miles are estimated (straight-line distance × road factor); no routing service is configured.
          </Text>
        ) : null}
        <Flex gap="2" align="end">
          <TextInput label="Mileage rate (cents per mile, 1–200)" value={rate} onChange={setRate} inputMode="numeric" />
          <Button variant="soft" onClick={() => void applyRate()}>
            Apply Rate
          </Button>
          <Text size="2">Rate: {shownRate}¢ per mile</Text>
        </Flex>
        {copy ? (
          <Callout.Root color={copy.color} role="status">
            <Callout.Text>{copy.text}</Callout.Text>
          </Callout.Root>
        ) : null}
      </Flex>
    </Dialog>
  );
}
