import { TextField } from '@radix-ui/themes';
import { Field, type FieldChromeProps } from './Field';

export function DateInput({ label, error, hint, required, value, onChange, disabled }: FieldChromeProps & { value: string; onChange: (value: string) => void; disabled?: boolean }) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <TextField.Root id={id} type="date" value={value} disabled={disabled} aria-invalid={invalid || undefined} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

/** spec 1 §9: event times move in 15-minute steps. */
export const TIME_STEP_MINUTES = 15;

/** Rounds a `YYYY-MM-DDTHH:mm` value to the nearest 15 minutes. */
export function roundToQuarterHour(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return value;
  const [, date, hh, mm] = m;
  let total = Number(hh) * 60 + Math.round(Number(mm) / TIME_STEP_MINUTES) * TIME_STEP_MINUTES;
  let day = date;
  if (total >= 24 * 60) {
    total -= 24 * 60;
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    day = d.toISOString().slice(0, 10);
  }
  const h = String(Math.floor(total / 60)).padStart(2, '0');
  const min = String(total % 60).padStart(2, '0');
  return `${day}T${h}:${min}`;
}

export function DateTimeInput({ label, error, hint, required, value, onChange, disabled }: FieldChromeProps & { value: string; onChange: (value: string) => void; disabled?: boolean }) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <TextField.Root
          id={id}
          type="datetime-local"
          step={TIME_STEP_MINUTES * 60}
          value={value}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          onBlur={(e) => {
            const rounded = roundToQuarterHour(e.target.value);
            if (rounded !== e.target.value) onChange(rounded);
          }}
        />
      )}
    </Field>
  );
}
