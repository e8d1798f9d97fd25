import { useEffect, useState, type ReactNode } from 'react';
import { FormDialog } from '../../../ui/FormDialog';
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
    <FormDialog open={open} onOpenChange={onOpenChange} title={`${editing ? 'Edit' : 'New'} ${noun}`} maxWidth={500} formId={formId} saving={saving} onSubmit={submit} formError={errors.form}>
      <TextInput label="Name" value={form.name} onChange={(name) => set({ name } as Partial<F>)} error={errors.fields.name} required />
      {extraFields?.(form, set, errors)}
      <MultiSelectInput label="Users" value={form.userIds} onChange={(userIds) => set({ userIds } as Partial<F>)} options={userOptions} error={errors.fields.userIds} />
    </FormDialog>
  );
}
