import { useEffect, useState } from 'react';
import { TextField } from '@radix-ui/themes';
import { instantToWallTime, wallTimeToInstant } from '../../lib/dates';
import { useFirmTimeZone } from '../../platform/FirmTimeZone';
import { Field, type FieldChromeProps } from './Field';

/**
 * Picks an instant to the second, typed as wall-clock time in the firm's zone
 * (ARCHITECTURE "Time") and handed on as an ISO UTC instant. A value set from outside (an
 * exact server timestamp with microseconds) is kept as given until the person edits it.
 */
export function InstantInput({
  label,
  error,
  hint,
  required,
  value,
  onChange,
  timeZone: zoneProp,
  disabled,
}: FieldChromeProps & {
  value: string | null;
  onChange: (instant: string | null) => void;
  /** Defaults to the firm's zone. */
  timeZone?: string;
  disabled?: boolean;
}) {
  const firmZone = useFirmTimeZone();
  const timeZone = zoneProp ?? firmZone;
  const shown = value ? instantToWallTime(value, timeZone) : '';
  const [typed, setTyped] = useState(shown);
  // Follow outside changes; a half-typed value (not a full time yet) stays while typing.
  useEffect(() => setTyped(shown), [shown]);
  return (
    <Field label={label} error={error} hint={hint ?? `Time in ${timeZone}`} required={required}>
      {({ id, describedBy, invalid }) => (
        <TextField.Root
          id={id}
          type="datetime-local"
          step={1}
          value={typed}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            const next = e.target.value;
            setTyped(next);
            if (next === '') {
              onChange(null);
              return;
            }
            const instant = wallTimeToInstant(next, timeZone);
            if (instant) onChange(instant);
          }}
        />
      )}
    </Field>
  );
}
