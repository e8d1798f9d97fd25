import { Flex, Text } from '@radix-ui/themes';
import { InlineEdit } from '../../../ui/InlineEdit';
import { SelectInput } from '../../../ui/fields/SelectInput';
import { TextInput } from '../../../ui/fields/TextInput';
import { truncate } from '../../../lib/format';
import { useInsertCaseNote } from '../../case/mutations/InsertCaseNoteMutation';

/** spec 2 §9: "Note type id 81 for file review notes." */
export const FILE_REVIEW_NOTE_TYPE = 81;

export interface Template {
  readonly emailTemplateName: string;
  readonly emailTemplateBody: string;
}

/**
 * The file review's editable note (spec 2 §2: "an editable note with template choices (saved
 * on Enter)"): a template fills the text, Enter saves it as a new type-81 note; spec 2 §5: an
 * empty note is ignored. Saving is a file review, so the row turns white.
 */
export function FileReviewNote({ caseId, clientName, note, templates, onSaved }: { caseId: number; clientName: string; note: string | null | undefined; templates: readonly Template[]; onSaved: () => void }) {
  const [insert] = useInsertCaseNote();
  return (
    <InlineEdit<string>
      label={`file review note for ${clientName}`}
      display={<Text title={note ?? undefined}>{note ? truncate(note, 40) : 'Add note'}</Text>}
      initial=""
      isEmpty={(v) => v.trim() === ''}
      onSave={async (content) => {
        await insert({ note: { caseId, noteTypeId: FILE_REVIEW_NOTE_TYPE, content: content.trim() } });
        onSaved();
      }}
      editor={(value, setValue) => (
        <Flex direction="column" gap="2">
          <SelectInput
            label="Template"
            value=""
            onChange={(name) => setValue(templates.find((t) => t.emailTemplateName === name)?.emailTemplateBody ?? value)}
            options={templates.map((t) => ({ value: t.emailTemplateName, label: t.emailTemplateName }))}
            placeholder="Choose a template…"
          />
          <TextInput label="File review note" value={value} onChange={setValue} autoFocus />
        </Flex>
      )}
    />
  );
}
