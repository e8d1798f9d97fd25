import { useEffect, useRef, useState } from 'react';
import { ALERT_TIMEOUTS, useAlerts } from '../../../../ui/Alerts';

/** spec 1 §9: "Debounce 500 ms for ... injury and incident updates". */
export const FORM_DEBOUNCE_MS = 500;

/**
 * A field of the Investigation form that saves itself: `delayMs` after the last change (0 for
 * pickers), `save(value, lastSaved)` runs; it answers what the server now holds. A failed save
 * shows `failText` for 1 s (spec 1 §8) and keeps what was typed, so the next change tries again.
 * `lastSaved` lets the server refuse a change made on a stale value (CONFLICT).
 */
export function useAutoSave(initial: string, save: (value: string, lastSaved: string) => Promise<string>, failText: string, delayMs = FORM_DEBOUNCE_MS): [string, (v: string) => void] {
  const [value, setValue] = useState(initial);
  const lastSaved = useRef(initial);
  // Saves run one after another, each against what the one before left on the server.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const saveRef = useRef(save);
  saveRef.current = save;
  const { show } = useAlerts();
  useEffect(() => {
    if (value === lastSaved.current) return;
    const t = setTimeout(() => {
      queue.current = queue.current.then(() =>
        value === lastSaved.current
          ? undefined
          : saveRef.current(value, lastSaved.current).then(
              (saved) => {
                lastSaved.current = saved;
              },
              () => {
                show('error', failText, ALERT_TIMEOUTS.investigationForm);
              },
            ),
      );
    }, delayMs);
    return () => clearTimeout(t);
  }, [value, delayMs, failText, show]);
  return [value, setValue];
}
