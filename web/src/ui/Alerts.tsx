import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Callout, Flex } from '@radix-ui/themes';

/** Mirrors `CATCHING_UP_EVENT` in app/relay/environment.ts (kept apart so ui/ does not import the network layer). */
export const CATCHING_UP_EVENT = 'caseboard:catching-up';
export const CATCHING_UP_TEXT = 'Saved. Some screens are still catching up and will show it in a moment.';

export type AlertKind = 'success' | 'error' | 'info' | 'warning';

/** spec 1 §9 / spec 3 §8: alert timeouts. `null` keeps the alert until dismissed. */
export const ALERT_TIMEOUTS = {
  contacts: 3000,
  investigationForm: 1000,
  emailSuccess: 2000,
  emailError: 3000,
  syncSuccess: 3000,
} as const;

export interface AlertMessage {
  id: number;
  kind: AlertKind;
  text: string;
  timeoutMs: number | null;
}

type Show = (kind: AlertKind, text: string, timeoutMs?: number | null) => number;

const AlertContext = createContext<{ show: Show; dismiss: (id: number) => void } | null>(null);

const COLORS: Record<AlertKind, 'green' | 'red' | 'blue' | 'amber'> = { success: 'green', error: 'red', info: 'blue', warning: 'amber' };

export function AlertProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<AlertMessage[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const dismiss = useCallback((id: number) => {
    setAlerts((a) => a.filter((x) => x.id !== id));
    const t = timers.current.get(id);
    if (t) clearTimeout(t);
    timers.current.delete(id);
  }, []);
  const show = useCallback<Show>(
    (kind, text, timeoutMs = ALERT_TIMEOUTS.contacts) => {
      const id = nextId.current++;
      setAlerts((a) => [...a, { id, kind, text, timeoutMs }]);
      if (timeoutMs !== null) timers.current.set(id, setTimeout(() => dismiss(id), timeoutMs));
      return id;
    },
    [dismiss],
  );
  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((t) => clearTimeout(t));
  }, []);
  // A save the server committed before its read models caught up (extensions.catchingUp).
  useEffect(() => {
    const onCatchingUp = () => show('info', CATCHING_UP_TEXT, 5000);
    window.addEventListener(CATCHING_UP_EVENT, onCatchingUp);
    return () => window.removeEventListener(CATCHING_UP_EVENT, onCatchingUp);
  }, [show]);
  return (
    <AlertContext.Provider value={{ show, dismiss }}>
      {children}
      <Flex direction="column" gap="2" style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1000, maxWidth: 420 }} aria-live="polite">
        {alerts.map((a) => (
          <Callout.Root key={a.id} color={COLORS[a.kind]} role={a.kind === 'error' ? 'alert' : 'status'} variant="surface">
            <Callout.Text>{a.text}</Callout.Text>
          </Callout.Root>
        ))}
      </Flex>
    </AlertContext.Provider>
  );
}

export function useAlerts() {
  const ctx = useContext(AlertContext);
  if (!ctx) throw new Error('useAlerts outside AlertProvider');
  return ctx;
}
