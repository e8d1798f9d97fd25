import { useState } from 'react';
import { Button, Callout, Flex } from '@radix-ui/themes';
import { TextAreaInput } from '../../../ui/fields/TextAreaInput';
import { NO_ERRORS, toFormErrors, type FormErrors } from '../../../ui/formErrors';
import { CASE_DIALOG_NOTE_TYPE, useInsertCaseNote } from '../mutations/InsertCaseNoteMutation';

/**
 * spec 1 §2.6: the case dialog's note panel. spec 1 §7: note type 189. spec 1 §5: an empty
 * note is not saved (Save stays disabled). A failed save keeps the text and shows why.
 */
export function NewNotePanel({ caseId, onSaved }: { caseId: number; onSaved?: () => void }) {
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [insert, saving] = useInsertCaseNote();
  const empty = content.trim() === '';
  async function save() {
    if (empty || saving) return;
    setErrors(NO_ERRORS);
    try {
      await insert({ note: { caseId, noteTypeId: CASE_DIALOG_NOTE_TYPE, content: content.trim() } });
      setContent('');
      onSaved?.();
    } catch (e) {
      setErrors(toFormErrors(e, ['content']));
    }
  }
  return (
    <form
      aria-label="Add a note"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Flex direction="column" gap="2">
        <TextAreaInput label="New Note" value={content} onChange={setContent} error={errors.fields.content} rows={3} placeholder="Type a note…" onSubmitShortcut={() => void save()} />
        {errors.form ? (
          <Callout.Root color="red" role="alert" size="1">
            <Callout.Text>{errors.form}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex justify="end">
          <Button type="submit" disabled={empty} loading={saving}>
            Save Note
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
