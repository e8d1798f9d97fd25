import { MultiSelectInput } from '../../ui/fields/MultiSelectInput';

/** spec 2 §2 "multi-select Hide Stages (all nine stages)"; the options and defaults come from the server. */
export function HideStagesSelect({ stages, value, onChange }: { stages: readonly string[]; value: readonly string[]; onChange: (stages: string[]) => void }) {
  return (
    <div style={{ minWidth: 220 }}>
      <MultiSelectInput label="Hide Stages" value={value} onChange={onChange} options={stages.map((s) => ({ value: s, label: s }))} placeholder="Show all stages" />
    </div>
  );
}
