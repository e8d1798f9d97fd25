import { useEffect, useRef, useState, useTransition } from 'react';
import { Flex, Heading, Spinner, Text, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { useDebounced } from '../../../ui/useDebounced';
import { useChanges } from '../../../platform/live/changes';
import { CaseNoteList } from './CaseNoteList';
import { NewNotePanel } from './NewNotePanel';
import type { CaseNotesPanel_query$key } from './__generated__/CaseNotesPanel_query.graphql';
import type { CaseNotesPanelRefetchQuery } from './__generated__/CaseNotesPanelRefetchQuery.graphql';

/**
 * spec 1 §2.6: the case dialog's notes: a new-note panel, a search (case-insensitive pattern
 * match, run by the server; typed text debounced 500 ms, spec 1 §9) and the notes newest first.
 */
export function CaseNotesPanel({ query, caseId }: { query: CaseNotesPanel_query$key; caseId: number }) {
  const [data, refetch] = useRefetchableFragment<CaseNotesPanelRefetchQuery, CaseNotesPanel_query$key>(
    graphql`
      fragment CaseNotesPanel_query on Query
      @refetchable(queryName: "CaseNotesPanelRefetchQuery")
      @argumentDefinitions(caseId: { type: "Int!" }, search: { type: "String", defaultValue: null }) {
        case(caseId: $caseId) {
          id
          notes(order: NEWEST_FIRST, search: $search) {
            ...CaseNoteList_notes
          }
        }
      }
    `,
    query,
  );
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const [searching, startTransition] = useTransition();
  const shown = useRef('');
  const runSearch = (term: string, fetchPolicy: 'network-only' | 'store-or-network') =>
    startTransition(() => {
      refetch({ caseId, search: term || null }, { fetchPolicy });
    });
  useEffect(() => {
    if (search === shown.current) return;
    shown.current = search;
    // The unfiltered list is kept current by mutation payloads; a search asks the server.
    runSearch(search, search ? 'network-only' : 'store-or-network');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  // Another screen's note reaches a search result too (the unfiltered list refreshes with the dialog).
  useChanges(
    ['cases'],
    () => {
      if (shown.current) runSearch(shown.current, 'network-only');
    },
    [`case:${caseId}`],
  );
  const notes = data.case.notes;
  return (
    <Flex direction="column" gap="3">
      <Heading as="h3" size="3">
        Notes
      </Heading>
      <NewNotePanel caseId={caseId} onSaved={() => shown.current && runSearch(shown.current, 'network-only')} />
      <Flex align="center" gap="2">
        <TextField.Root type="search" aria-label="Search notes" placeholder="Search notes" maxLength={100} value={typed} onChange={(e) => setTyped(e.target.value)} style={{ flex: 1 }}>
          <TextField.Slot>
            <MagnifyingGlassIcon />
          </TextField.Slot>
        </TextField.Root>
        {searching ? <Spinner aria-label="Searching notes" /> : null}
      </Flex>
      {search ? (
        <Text size="1" color="gray" role="status">
          {notes.length === 1 ? '1 note matches' : `${notes.length} notes match`} “{search}”
        </Text>
      ) : null}
      <CaseNoteList notes={notes} label="Notes, newest first" highlightTerm={search} emptyText={search ? 'No notes match the search.' : 'No notes yet.'} />
    </Flex>
  );
}
