import { useState } from 'react';
import { Text } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import { userMessage } from '../../../platform/relay/errors';
import { FormDialog } from '../../../ui/FormDialog';
import { TextAreaInput } from '../../../ui/fields/TextAreaInput';
import type { BalanceCommentsDialog_row$key } from './__generated__/BalanceCommentsDialog_row.graphql';
import type { BalanceCommentsDialogMutation } from './__generated__/BalanceCommentsDialogMutation.graphql';

const mutation = graphql`
  mutation BalanceCommentsDialogMutation($caseId: Int!, $medicalProviderId: Int!, $comments: String!) {
    updateBalanceComments(caseId: $caseId, medicalProviderId: $medicalProviderId, comments: $comments) {
      caseId
      medicalProviderId
      comments
    }
  }
`;

const rowFragment = graphql`
  fragment BalanceCommentsDialog_row on BalanceVerification {
    caseId
    clientName
    summary
    description
    medicalProviderId
    medicalProvider
    comments
  }
`;

/** spec 2 §2 Balances: the Comments dialog of one provider line; a failed save keeps what was typed. */
export function BalanceCommentsDialog({ row: rowKey, onClose, onSaved }: { row: BalanceCommentsDialog_row$key; onClose: () => void; onSaved: () => void }) {
  const row = useFragment(rowFragment, rowKey);
  const [comments, setComments] = useState(row.comments ?? '');
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useMutationPromise<BalanceCommentsDialogMutation>(mutation);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Comments: ${row.clientName}, ${row.medicalProvider}`}
      formId="balance-comments"
      saving={saving}
      formError={error}
      onSubmit={async () => {
        setError(null);
        try {
          await save({ caseId: row.caseId, medicalProviderId: row.medicalProviderId, comments });
          onSaved();
          onClose();
        } catch (e) {
          setError(userMessage(e));
        }
      }}
    >
      <Text size="2" color="gray">
        {row.summary}
        {row.description ? ` — ${row.description}` : ''}
      </Text>
      <TextAreaInput label="Comments" value={comments} onChange={setComments} rows={5} />
    </FormDialog>
  );
}
