/**
 * A refetch that always answers with data fetched after it was called. Relay's `fetchQuery`
 * joins a request already in flight for the same query and variables, so a refetch asked for
 * while another runs (a save's refetch, then the read model's change notification) would get
 * the older answer and the newer data would never show. Here a call during a run waits for
 * it, then makes one more run, shared by every call made meanwhile.
 */
export function freshRunner(run: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const p = run()
      .catch((e) => console.error('Refetch failed', e))
      .finally(() => {
        if (current === p) current = null;
      });
    current = p;
    return p;
  };
  return () => {
    if (!current) return start();
    if (!next) {
      next = current.then(() => {
        next = null;
        return start();
      });
    }
    return next;
  };
}
