import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../../platform/relay/hooks';
import { TextInput } from '../../../../ui/fields/TextInput';
import { TextAreaInput } from '../../../../ui/fields/TextAreaInput';
import { SelectInput } from '../../../../ui/fields/SelectInput';
import { MultiSelectInput } from '../../../../ui/fields/MultiSelectInput';
import { DateInput } from '../../../../ui/fields/DateInputs';
import { FORM_DEBOUNCE_MS, useAutoSave } from './useAutoSave';
import type { UdfFieldMutation } from './__generated__/UdfFieldMutation.graphql';

const mutation = graphql`
  mutation UdfFieldMutation($caseId: Int!, $udfTypeId: Int!, $udfValueId: Int, $value: String, $previous: String) {
    upsertUdf(caseId: $caseId, udfTypeId: $udfTypeId, udfValueId: $udfValueId, udfNewValue: $value, screen: "incident", udfPreviousValue: $previous) {
      id
      udfValue
      udfValues
      udfValueId
    }
  }
`;

export interface Udf {
  readonly udfTypeId: number;
  readonly udfValueId: number | null | undefined;
  readonly udfValue: string | null | undefined;
  readonly udfValues: readonly string[];
  readonly udfLabel: string;
  readonly inputType: string;
  readonly options: readonly string[];
}

/** Typed text waits for a pause; a pick saves at once. */
const PICKERS = new Set(['Dropdown', 'Multiselect', 'Date']);

/**
 * One custom field of the Investigation form (spec 1 §3: Text, Currency, MultiText5,
 * MultiText10, Dropdown with options separated by ~, Multiselect joined by |, Date), saved on its
 * own; a failure says '{field label} failed to save' (spec 1 §8).
 */
export function UdfField({ caseId, udf, disabled }: { caseId: number; udf: Udf; disabled?: boolean }) {
  const [commit] = useMutationPromise<UdfFieldMutation>(mutation);
  const [value, setValue] = useAutoSave(
    udf.udfValue ?? '',
    async (v, previous) => {
      const r = await commit({ caseId, udfTypeId: udf.udfTypeId, udfValueId: udf.udfValueId ?? null, value: v.trim() === '' ? null : v, previous: previous === '' ? null : previous });
      return r.upsertUdf.udfValue ?? '';
    },
    `${udf.udfLabel} failed to save`,
    PICKERS.has(udf.inputType) ? 0 : FORM_DEBOUNCE_MS,
  );
  const label = udf.udfLabel;
  switch (udf.inputType) {
    case 'Dropdown':
      return <SelectInput label={label} value={value} onChange={setValue} options={udf.options.map((o) => ({ value: o, label: o }))} allowBlank disabled={disabled} />;
    case 'Multiselect':
      return (
        <MultiSelectInput
          label={label}
          value={value === '' ? [] : value.split('|')}
          onChange={(picked) => setValue(udf.options.filter((o) => picked.includes(o)).join('|'))}
          options={udf.options.map((o) => ({ value: o, label: o }))}
          disabled={disabled}
        />
      );
    case 'Date':
      return <DateInput label={label} hint="MM/DD/YYYY" value={value} onChange={setValue} disabled={disabled} />;
    case 'MultiText5':
      return <TextAreaInput label={label} value={value} onChange={setValue} rows={5} disabled={disabled} />;
    case 'MultiText10':
      return <TextAreaInput label={label} value={value} onChange={setValue} rows={10} disabled={disabled} />;
    case 'Currency':
      return <TextInput label={label} value={value} onChange={setValue} inputMode="numeric" placeholder="$0.00" disabled={disabled} />;
    default:
      return <TextInput label={label} value={value} onChange={setValue} disabled={disabled} />;
  }
}
