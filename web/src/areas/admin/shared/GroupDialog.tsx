import { useEffect, useState, type ReactNode } from 'react';
import { Button, Callout, Flex } from '@radix-ui/themes';
import { Dialog } from '../../../ui/Dialog';
import { TextInput } from '../../../ui/fields/TextInput';
import { MultiSelectInput } from '../../../ui/fields/MultiSelectInput';
import type { Option } from '../../../ui/fields/SelectInput';
import { NO_ERRORS, toFormErrors, type FormErrors } from '../../../ui/formErrors';

export interface GroupForm {
  name: string;
  userIds: string[];
  [extra: string]: unknown;
}

/**
 * The New/Edit dialog of departments, offices and teams (spec 3 §2.11, §4): opening sets new
 * or edit mode; saving or cancelling closes and resets; a failed save keeps the form.
 */
export function GroupDialog<F extends GroupForm>({
  open,
  onOpenChange,
  noun,
  editing,
  initial,
  userOptions,
  extraFields,
  save,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  noun: string;
  editing: boolean;
  initial: F;
  userOptions: Option[];
  extraFields?: (form: F, set: (patch: Partial<F>) => void, errors: FormErrors) => ReactNode;
  save: (form: F) => Promise<unknown>;
}) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const initialKey = JSON.stringify(initial);
  useEffect(() => {
    if (open) {
      setForm(JSON.parse(initialKey) as F);
      setErrors(NO_ERRORS);
    }
  }, [open, initialKey]);
  const set = (patch: Partial<F>) => setForm((f) => ({ ...f, ...patch }));
  const formId = `${noun.toLowerCase()}-form`;

  async function submit() {
    setSaving(true);
    setErrors(NO_ERRORS);
    try {
      await save(form);
      onOpenChange(false);
    } catch (e) {
      setErrors(toFormErrors(e, ['name', 'shortCode', 'userIds', 'active', 'showOnIntakeAssignment']));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${editing ? 'Edit' : 'New'} ${noun}`}
      maxWidth={500}
      footer={
        <>
          <Button variant="soft" color="gray" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            Save
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Flex direction="column" gap="3">
          <TextInput label="Name" value={form.name} onChange={(name) => set({ name } as Partial<F>)} error={errors.fields.name} required />
          {extraFields?.(form, set, errors)}
          <MultiSelectInput label="Users" value={form.userIds} onChange={(userIds) => set({ userIds } as Partial<F>)} options={userOptions} error={errors.fields.userIds} />
          {errors.form ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{errors.form}</Callout.Text>
            </Callout.Root>
          ) : null}
        </Flex>
      </form>
    </Dialog>
  );
}
