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
 *
 * The form is loaded from `initial` (and `version`) only when the dialog opens or the user
 * presses Reload after a `CONFLICT`: live refetches change `initial` while someone types, and
 * must neither wipe the typing nor move the version the save is checked against.
 */
export function GroupDialog<F extends GroupForm>({
  open,
  onOpenChange,
  noun,
  editing,
  initial,
  version,
  userOptions,
  extraFields,
  save,
  reload,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  noun: string;
  editing: boolean;
  initial: F;
  /** The edited row's `version` (null for a new one). */
  version: number | null;
  userOptions: Option[];
  extraFields?: (form: F, set: (patch: Partial<F>) => void, errors: FormErrors) => ReactNode;
  /** Saves the form; `expectedVersion` is the version the form was loaded at (null when new). */
  save: (form: F, expectedVersion: number | null) => Promise<unknown>;
  /** Refetches the rows, so that `initial` and `version` become the newest. */
  reload: () => Promise<void>;
}) {
  const [form, setForm] = useState<F>(initial);
  const [loadedVersion, setLoadedVersion] = useState<number | null>(version);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [loads, setLoads] = useState(0);
  const initialKey = JSON.stringify(initial);
  useEffect(() => {
    if (open) {
      setForm(JSON.parse(initialKey) as F);
      setLoadedVersion(version);
      setErrors(NO_ERRORS);
    }
    // Only on opening and Reload (`loads`), never because the rows were refetched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, loads]);
  const set = (patch: Partial<F>) => setForm((f) => ({ ...f, ...patch }));
  const formId = `${noun.toLowerCase()}-form`;

  async function submit() {
    setSaving(true);
    setErrors(NO_ERRORS);
    try {
      await save(form, loadedVersion);
      onOpenChange(false);
    } catch (e) {
      setErrors(toFormErrors(e, ['name', 'shortCode', 'userIds', 'active', 'showOnIntakeAssignment']));
    } finally {
      setSaving(false);
    }
  }

  async function reloadForm() {
    setReloading(true);
    try {
      await reload();
      // The refetched rows are in the store by now; the effect reads them on the next render.
      setLoads((n) => n + 1);
    } finally {
      setReloading(false);
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${editing ? 'Edit' : 'New'} ${noun}`}
      maxWidth={500}
      formId={formId}
      saving={saving}
      onSubmit={submit}
      formError={errors.form}
      onReload={errors.conflict ? reloadForm : undefined}
      reloading={reloading}
    >
      <TextInput label="Name" value={form.name} onChange={(name) => set({ name } as Partial<F>)} error={errors.fields.name} required />
      {extraFields?.(form, set, errors)}
      <MultiSelectInput label="Users" value={form.userIds} onChange={(userIds) => set({ userIds } as Partial<F>)} options={userOptions} error={errors.fields.userIds} />
    </FormDialog>
  );
}
