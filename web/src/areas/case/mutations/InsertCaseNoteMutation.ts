import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { InsertCaseNoteMutation } from './__generated__/InsertCaseNoteMutation.graphql';

/** spec 1 §7 insertSaCaseNote; the case dialog's notes are type 189. */
export const CASE_DIALOG_NOTE_TYPE = 189;

/**
 * The payload is the case read after the projection caught up (read-your-writes), so both
 * note lists (dialog newest first, summary oldest first) update from it without a reload.
 */
export function useInsertCaseNote() {
  return useMutationPromise<InsertCaseNoteMutation>(graphql`
    mutation InsertCaseNoteMutation($note: SaCaseNoteInput!) {
      insertSaCaseNote(note: $note) {
        note {
          id
          noteId
        }
        case {
          id
          ...CaseDetails_case
          ...CaseHeader_case
          newest: notes(order: NEWEST_FIRST) {
            ...CaseNoteList_notes
          }
          oldest: notes(order: OLDEST_FIRST) {
            ...CaseNoteList_notes
          }
        }
      }
    }
  `);
}
