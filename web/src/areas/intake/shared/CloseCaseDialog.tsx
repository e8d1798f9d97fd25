import { Suspense, useState } from 'react';
import { Text } from '@radix-ui/themes';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { FormDialog } from '../../../ui/FormDialog';
import { DIALOG_WIDTHS } from '../../../ui/Dialog';
import { SelectInput } from '../../../ui/fields/SelectInput';
import { TextAreaInput } from '../../../ui/fields/TextAreaInput';
import { CheckboxInput } from '../../../ui/fields/CheckboxInput';
import { LoadingState } from '../../../ui/QueryBoundary';
import { userMessage } from '../../../platform/relay/errors';
import { useCloseCase } from './CloseCaseMutation';
import type { CloseCaseDialogQuery } from './__generated__/CloseCaseDialogQuery.graphql';

export interface CloseTarget {
  caseId: number;
  clientName: string;
  retained: boolean;
}

/**
 * spec 1 §2.6, §4, §5: the Close Case dialog (max width 600): a reason (required; Save stays
 * disabled until one is chosen), an optional comment stored as "reason: comment", and the Sent
 * Closing Letter checkbox, shown and required when the case was retained. A failed save keeps
 * what was typed and says why.
 */
export function CloseCaseDialog({ target, onClose }: { target: CloseTarget | null; onClose: () => void }) {
  return target ? <CloseCaseForm key={target.caseId} target={target} onClose={onClose} /> : null;
}

function CloseCaseForm({ target, onClose }: { target: CloseTarget; onClose: () => void }) {
  const [reasonId, setReasonId] = useState('');
  const [comment, setComment] = useState('');
  const [letter, setLetter] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [close, saving] = useCloseCase();
  const [reason, setReason] = useState('');
  const ready = reason !== '' && (!target.retained || letter);
  return (
    <FormDialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={`Close Case — ${target.clientName}`}
      maxWidth={DIALOG_WIDTHS.closeCase}
      formId="close-case-form"
      saving={saving}
      formError={error}
      canSubmit={ready}
      onSubmit={async () => {
        if (!ready) {
          setError(reason === '' ? 'Choose a reason to close the case.' : 'Tick Sent Closing Letter: the case was retained.');
          return;
        }
        setError(null);
        try {
          await close({ closeCase: { caseId: target.caseId, closeReason: reason, closeReasonId: Number(reasonId), comment: comment.trim() || null, closingLetterSent: letter } });
          onClose();
        } catch (e) {
          setError(userMessage(e));
        }
      }}
    >
      <Suspense fallback={<LoadingState label="Loading the reasons…" />}>
        <ReasonSelect
          value={reasonId}
          onChange={(id, label) => {
            setReasonId(id);
            setReason(label);
          }}
        />
      </Suspense>
      <TextAreaInput label="Comment" value={comment} onChange={setComment} hint={reason ? `Saved as "${reason}: …"` : undefined} />
      {target.retained ? (
        <>
          <CheckboxInput label="Sent Closing Letter" checked={letter} onChange={setLetter} />
          {!letter ? (
            <Text size="1" color="gray">
              The case was retained: the closing letter must be sent before it is closed.
            </Text>
          ) : null}
        </>
      ) : null}
    </FormDialog>
  );
}

function ReasonSelect({ value, onChange }: { value: string; onChange: (id: string, label: string) => void }) {
  const data = useLazyLoadQuery<CloseCaseDialogQuery>(
    graphql`
      query CloseCaseDialogQuery {
        closeReasons {
          reasonId
          reason
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const options = data.closeReasons.map((r) => ({ value: String(r.reasonId), label: r.reason }));
  return (
    <SelectInput
      label="Reason"
      required
      value={value}
      options={options}
      onChange={(v) => onChange(v, options.find((o) => o.value === v)?.label ?? '')}
    />
  );
}
