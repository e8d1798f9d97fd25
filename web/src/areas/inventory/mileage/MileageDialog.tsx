import { useEffect, useMemo, useState } from 'react';
import { Button, Callout, Flex, Table, Text } from '@radix-ui/themes';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import { Dialog, DIALOG_WIDTHS } from '../../../ui/Dialog';
import { SelectInput } from '../../../ui/fields/SelectInput';
import { MileageResultsDialog, type MileageResultRow } from './MileageResultsDialog';
import type { MileageDialogProvidersQuery, MileageDialogProvidersQuery$data } from './__generated__/MileageDialogProvidersQuery.graphql';
import type { MileageDialogClientQuery, MileageDialogClientQuery$data } from './__generated__/MileageDialogClientQuery.graphql';
import type { MileageDialogCalculateMutation } from './__generated__/MileageDialogCalculateMutation.graphql';

const providersQuery = graphql`
  query MileageDialogProvidersQuery($caseId: Int!) {
    case_medical_providers_and_alt_addresses(caseId: $caseId) {
      provider_id
      provider_name
      visits
      address_choices
    }
  }
`;

const clientQuery = graphql`
  query MileageDialogClientQuery($caseId: Int!) {
    client_addresses(caseId: $caseId) {
      client_name
      address_choices
    }
  }
`;

export const calculateMutation = graphql`
  mutation MileageDialogCalculateMutation($client: String!, $providers: [ProviderAddressInput!]!, $rate: String) {
    calculate_mileage_reimbursement(client_address: $client, provider_addresses: $providers, rate: $rate) {
      provider_name
      provider_address
      patient_address
      reimbursement
      round_trip_miles
      visits
      error
      estimate
      rate
    }
  }
`;

type Provider = MileageDialogProvidersQuery$data['case_medical_providers_and_alt_addresses'][number];
type Client = MileageDialogClientQuery$data['client_addresses'][number];
const NO_ADDRESS = 'No address';

/** spec 2 §2 "Mileage Reimbursement dialog", §4 "Mileage flow", §8 mileage messages. */
export default function MileageDialog({ caseId, clientName, onClose }: { caseId: number; clientName: string; onClose: () => void }) {
  const environment = useRelayEnvironment();
  const [client, setClient] = useState<Client | null | undefined>(undefined);
  const [providers, setProviders] = useState<readonly Provider[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [clientChoice, setClientChoice] = useState('');
  const [choices, setChoices] = useState<Record<number, string>>({});
  const [results, setResults] = useState<readonly MileageResultRow[] | null>(null);
  const [message, setMessage] = useState<{ kind: 'warning' | 'info' | 'error'; text: string }[]>([]);
  const [calculate, calculating] = useMutationPromise<MileageDialogCalculateMutation>(calculateMutation);

  useEffect(() => {
    let live = true;
    fetchQuery<MileageDialogClientQuery>(environment, clientQuery, { caseId }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((d) => {
        if (!live || !d) return;
        const c = d.client_addresses[0] ?? null;
        setClient(c);
        const first = c?.address_choices.find((a) => a !== NO_ADDRESS);
        if (first) setClientChoice(first);
      })
      .catch((e: Error) => live && setLoadError(`Error loading client addresses: ${e.message}`));
    fetchQuery<MileageDialogProvidersQuery>(environment, providersQuery, { caseId }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((d) => {
        if (!live || !d) return;
        const list = d.case_medical_providers_and_alt_addresses;
        setProviders(list);
        const initial: Record<number, string> = {};
        for (const p of list) {
          const first = p.address_choices.find((a) => a !== NO_ADDRESS);
          if (first) initial[p.provider_id] = first;
        }
        setChoices(initial);
      })
      .catch((e: Error) => live && setLoadError(`Error loading medical providers: ${e.message}`));
    return () => {
      live = false;
    };
  }, [environment, caseId]);

  const loading = client === undefined || providers === null;
  const clientOptions = useMemo(() => (client?.address_choices ?? []).filter((a) => a !== NO_ADDRESS).map((a) => ({ value: a, label: a })), [client]);
  // spec 2 §2: "disabled until a provider address choice exists; it needs a client address and at least one provider".
  const hasProviderChoice = Object.values(choices).some((c) => c && c !== NO_ADDRESS);
  const canCalculate = !!clientChoice && (providers?.length ?? 0) > 0 && hasProviderChoice && !calculating;

  const run = async (rate: string) => {
    if (!providers) return;
    const sent = providers.filter((p) => choices[p.provider_id] && choices[p.provider_id] !== NO_ADDRESS);
    const missing = providers.filter((p) => !sent.includes(p));
    try {
      const r = await calculate({
        client: clientChoice,
        providers: sent.map((p) => ({ provider_name: p.provider_name, address: choices[p.provider_id], visits: p.visits })),
        rate,
      });
      const computed = r.calculate_mileage_reimbursement;
      const appliedRate = computed[0]?.rate ?? 70;
      // spec 2 §2: "Providers lacking street, city or state are not sent and appear with 'No Address' and $0."
      const rows: MileageResultRow[] = [
        ...computed,
        ...missing.map((p) => ({
          provider_name: p.provider_name,
          provider_address: 'No Address',
          patient_address: clientChoice,
          reimbursement: 0,
          round_trip_miles: 0,
          visits: p.visits,
          error: null,
          estimate: computed[0]?.estimate ?? true,
          rate: appliedRate,
        })),
      ];
      const notes: { kind: 'warning' | 'info' | 'error'; text: string }[] = [];
      const failed = computed.find((c) => c.error);
      if (failed) notes.push({ kind: 'warning', text: `Warning: Some providers had calculation errors: ${failed.error}` });
      if (missing.length > 0) notes.push({ kind: 'info', text: `${missing.length} provider(s) had no address and were included with $0 reimbursement` });
      setMessage(notes);
      setResults(rows);
    } catch (e) {
      setMessage([{ kind: 'error', text: `Error calculating reimbursement: ${(e as Error).message}` }]);
    }
  };

  return (
    <>
      <Dialog
        open
        onOpenChange={(o) => !o && onClose()}
        title="Mileage Reimbursement"
        description={clientName}
        maxWidth={DIALOG_WIDTHS.event}
        footer={
          <Flex gap="2" justify="end">
            <Button variant="soft" color="gray" onClick={onClose}>
              Close
            </Button>
            <Button disabled={!canCalculate} onClick={() => void run('70')}>
              {calculating ? 'Calculating…' : 'Calculate Reimbursement'}
            </Button>
          </Flex>
        }
      >
        <Flex direction="column" gap="3">
          {loadError ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{loadError}</Callout.Text>
            </Callout.Root>
          ) : loading ? (
            <Callout.Root color="blue">
              <Callout.Text>Loading data...</Callout.Text>
            </Callout.Root>
          ) : (
            <>
              {clientOptions.length > 0 ? (
                <SelectInput label="Client address" value={clientChoice} onChange={setClientChoice} options={clientOptions} />
              ) : (
                <Text color="red">Client address: No address</Text>
              )}
              {providers && providers.length === 0 ? (
                <Text>No medical providers found for this case.</Text>
              ) : (
                <Table.Root size="1" aria-label="Medical providers">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeaderCell>Provider</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>Visits</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>Address</Table.ColumnHeaderCell>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {(providers ?? []).map((p) => {
                      const options = p.address_choices.filter((a) => a !== NO_ADDRESS).map((a) => ({ value: a, label: a }));
                      return (
                        <Table.Row key={p.provider_id}>
                          <Table.Cell>{p.provider_name}</Table.Cell>
                          <Table.Cell>{p.visits}</Table.Cell>
                          <Table.Cell>
                            {options.length > 0 ? (
                              <SelectInput
                                label={`Address for ${p.provider_name}`}
                                value={choices[p.provider_id] ?? ''}
                                onChange={(v) => setChoices((c) => ({ ...c, [p.provider_id]: v }))}
                                options={options}
                              />
                            ) : (
                              <Text color="gray">No Address</Text>
                            )}
                          </Table.Cell>
                        </Table.Row>
                      );
                    })}
                  </Table.Body>
                </Table.Root>
              )}
            </>
          )}
          {message.map((m) => (
            <Callout.Root key={m.text} color={m.kind === 'error' ? 'red' : m.kind === 'warning' ? 'amber' : 'blue'} role={m.kind === 'error' ? 'alert' : 'status'}>
              <Callout.Text>{m.text}</Callout.Text>
            </Callout.Root>
          ))}
        </Flex>
      </Dialog>
      {results ? <MileageResultsDialog rows={results} onRate={(rate) => run(rate)} onClose={() => setResults(null)} /> : null}
    </>
  );
}
