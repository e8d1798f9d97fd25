import { graphql, useFragment } from 'react-relay/hooks';
import { NoteList } from '../../../ui/NoteList';
import type { CaseNoteList_notes$key } from './__generated__/CaseNoteList_notes.graphql';

/** A case's notes in the order the query asked for (spec 1 §9). */
export function CaseNoteList({ notes, label, emptyText, highlightTerm }: { notes: CaseNoteList_notes$key; label: string; emptyText?: string; highlightTerm?: string | null }) {
  const data = useFragment(
    graphql`
      fragment CaseNoteList_notes on Note @relay(plural: true) {
        id
        plainText
        createdAt
        creatorName
      }
    `,
    notes,
  );
  return (
    <NoteList
      label={label}
      emptyText={emptyText}
      highlightTerm={highlightTerm}
      notes={data.map((n) => ({ id: n.id, text: n.plainText, createdAt: n.createdAt, author: n.creatorName }))}
    />
  );
}
