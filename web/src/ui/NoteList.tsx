import { Fragment, type ReactNode } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import { formatDateTime } from '../lib/dates';
import { EmptyState } from './QueryBoundary';
import { useFirmTimeZone } from '../platform/FirmTimeZone';

export interface NoteView {
  id: string;
  text: string;
  /** ISO instant; shown in the firm's zone. */
  createdAt: string | null | undefined;
  author: string | null | undefined;
}

/** Marks every case-insensitive occurrence of `term` (the notes search, spec 1 §2.6). */
export function highlight(text: string, term: string | null | undefined): ReactNode {
  const needle = term?.trim().toLowerCase();
  if (!needle) return text;
  const lower = text.toLowerCase();
  const out: ReactNode[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    out.push(<Fragment key={`t${from}`}>{text.slice(from, at)}</Fragment>);
    out.push(<mark key={`m${at}`}>{text.slice(at, at + needle.length)}</mark>);
    from = at + needle.length;
  }
  out.push(<Fragment key={`t${from}`}>{text.slice(from)}</Fragment>);
  return out;
}

/**
 * Case notes in the order given (newest first in the case dialog, oldest first on the case
 * summary: spec 1 §9), each with its time and author.
 */
export function NoteList({ notes, label, emptyText = 'No notes yet.', highlightTerm }: { notes: readonly NoteView[]; label: string; emptyText?: string; highlightTerm?: string | null }) {
  const timeZone = useFirmTimeZone();
  if (notes.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <ul className="note-list" aria-label={label}>
      {notes.map((n) => (
        <li key={n.id}>
          <Flex justify="between" gap="3" wrap="wrap">
            <Text size="1" weight="bold">
              {n.author || 'Unknown author'}
            </Text>
            <Text size="1" color="gray">
              {n.createdAt ? <time dateTime={n.createdAt}>{formatDateTime(n.createdAt, { timeZone })}</time> : 'No date'}
            </Text>
          </Flex>
          <p className="note-text">{highlight(n.text, highlightTerm)}</p>
        </li>
      ))}
    </ul>
  );
}
