import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Flex, Link, Spinner, Text, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { useDebounced } from '../../../ui/useDebounced';
import { ErrorBoundary } from '../../../ui/QueryBoundary';
import { userMessage } from '../../../platform/relay/errors';
import { ClientNameButton } from '../dialog/CaseDialogProvider';
import type { CaseFinderQuery } from './__generated__/CaseFinderQuery.graphql';

/** The server answers from 2 characters on (casesByClientName). */
export const FINDER_MIN_CHARS = 2;

const query = graphql`
  query CaseFinderQuery($name: String!) {
    casesByClientName(name: $name) {
      id
      caseId
      clientName
      status
      office
    }
  }
`;

/**
 * "Find a case" in the top bar: cases by client name (spec 3 §7 casesByClientName), typed text
 * debounced 500 ms (spec 1 §9). A client name opens the case dialog; the case number links to
 * the case summary page.
 */
export function CaseFinder() {
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const term = useDebounced(typed.trim());
  const box = useRef<HTMLDivElement>(null);
  const resultsId = useId();
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      // Clicks inside a dialog opened from here (its portal) do not close the list either.
      if (box.current && !box.current.contains(e.target as Node) && !(e.target as Element).closest?.('[role="dialog"]')) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  const show = open && term.length >= FINDER_MIN_CHARS;
  return (
    <div ref={box} style={{ position: 'relative' }} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <TextField.Root
        type="search"
        size="1"
        aria-label="Find a case by client name"
        maxLength={100}
        aria-controls={show ? resultsId : undefined}
        placeholder="Find a case…"
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        className="case-finder-input"
      >
        <TextField.Slot>
          <MagnifyingGlassIcon />
        </TextField.Slot>
      </TextField.Root>
      {show ? (
        <div id={resultsId} className="case-finder-results" role="region" aria-label="Cases found">
          <ErrorBoundary key={term} fallback={(error) => <Text size="2" color="red" role="alert">{userMessage(error)}</Text>}>
            <Suspense
              fallback={
                <Flex gap="2" align="center">
                  <Spinner /> <Text size="2">Searching…</Text>
                </Flex>
              }
            >
              <Results name={term} onPicked={() => setOpen(false)} />
            </Suspense>
          </ErrorBoundary>
        </div>
      ) : null}
    </div>
  );
}

function Results({ name, onPicked }: { name: string; onPicked: () => void }) {
  const data = useLazyLoadQuery<CaseFinderQuery>(query, { name }, { fetchPolicy: 'store-and-network' });
  const cases = data.casesByClientName;
  if (cases.length === 0) {
    return (
      <Text size="2" color="gray">
        No case has a client named “{name}”.
      </Text>
    );
  }
  return (
    <ul className="case-finder-list" aria-label="Cases found">
      {cases.map((c) => (
        <li key={c.id} onClick={onPicked}>
          <Flex justify="between" gap="3" align="baseline">
            <ClientNameButton caseId={c.caseId} clientName={c.clientName} />
            <Link asChild size="1">
              <RouterLink to={`/case/${c.caseId}`} aria-label={`Case summary of ${c.clientName} (case ${c.caseId})`}>
                #{c.caseId}
              </RouterLink>
            </Link>
          </Flex>
          <Text as="div" size="1" color="gray">
            {[c.status, c.office].filter(Boolean).join(' · ')}
          </Text>
        </li>
      ))}
    </ul>
  );
}
