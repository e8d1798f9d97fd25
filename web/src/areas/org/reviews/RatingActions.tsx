import { Button, Flex, Select } from '@radix-ui/themes';
import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import { RATING_OPTIONS } from './ratings';
import type { RatingActionsSetMutation } from './__generated__/RatingActionsSetMutation.graphql';
import type { RatingActionsDeleteMutation } from './__generated__/RatingActionsDeleteMutation.graphql';

/** spec 3 §2.12: a case's rating changed to another star value, or removed with Delete Status (admins). */
export function RatingActions({ caseId, clientName, statusId, onChanged }: { caseId: number; clientName: string; statusId: number | null | undefined; onChanged: () => void }) {
  const [set, setting] = useMutationPromise<RatingActionsSetMutation>(graphql`
    mutation RatingActionsSetMutation($status: SaReviewStatusInput!) {
      insertSaReviewStatus(status: $status)
    }
  `);
  const [remove, removing] = useMutationPromise<RatingActionsDeleteMutation>(graphql`
    mutation RatingActionsDeleteMutation($status: SaReviewStatusInput!) {
      deleteSaReviewStatus(status: $status)
    }
  `);
  // spec 8: a failed review-status save is logged only.
  const run = (p: Promise<unknown>) => p.then(onChanged, (e: unknown) => console.error(e));
  return (
    <Flex gap="2" align="center">
      <Select.Root value={statusId ? String(statusId) : ''} onValueChange={(v) => void run(set({ status: { caseId, statusId: Number(v) } }))} disabled={setting}>
        <Select.Trigger aria-label={`Rating of ${clientName}`} placeholder="Rate…" />
        <Select.Content position="popper">
          {RATING_OPTIONS.map((o) => (
            <Select.Item key={o.value} value={o.value}>
              {o.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      {statusId ? (
        <Button size="1" variant="soft" color="red" loading={removing} onClick={() => void run(remove({ status: { caseId, statusId } }))}>
          Delete Status
        </Button>
      ) : null}
    </Flex>
  );
}
