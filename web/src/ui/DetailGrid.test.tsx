import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DetailGrid } from './DetailGrid';
import { NoteList, highlight } from './NoteList';
import { renderUi } from './testUtils';
import { render } from '@testing-library/react';

describe('DetailGrid', () => {
  it('pairs each value with its label and shows a dash for none', () => {
    renderUi(<DetailGrid label="Case details" items={[{ label: 'Status', value: 'INT 00 - Lead' }, { label: 'Wanted Date', value: null }, { label: 'Facts', value: 'Rear-ended', wide: true }]} />);
    const grid = screen.getByLabelText('Case details');
    const terms = within(grid).getAllByRole('term').map((t) => t.textContent);
    const values = within(grid).getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Status', 'Wanted Date', 'Facts']);
    expect(values).toEqual(['INT 00 - Lead', '—', 'Rear-ended']);
    expect(screen.getByText('Rear-ended').closest('div')).toHaveStyle({ gridColumn: '1 / -1' });
  });
});

describe('NoteList', () => {
  const notes = [
    { id: 'n2', text: 'Scheduled the investigator', createdAt: '2025-06-03T18:00:00Z', author: 'Intake Agent' },
    { id: 'n1', text: 'Client called about NECK pain; neck brace', createdAt: '2025-06-02T16:10:00Z', author: null },
  ];
  it('lists notes in the given order with author and firm-zone time', () => {
    renderUi(<NoteList label="Notes, newest first" notes={notes} />);
    const items = within(screen.getByRole('list', { name: 'Notes, newest first' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Intake Agent');
    expect(items[0]).toHaveTextContent('06/03/2025 12:00 PM');
    expect(items[1]).toHaveTextContent('Unknown author');
  });
  it('marks every case-insensitive match of the search', () => {
    renderUi(<NoteList label="Notes" notes={notes} highlightTerm="neck" />);
    expect(screen.getAllByText(/neck/i, { selector: 'mark' }).map((m) => m.textContent)).toEqual(['NECK', 'neck']);
    const { container } = render(<p>{highlight('abc', '  ')}</p>);
    expect(container.querySelector('mark')).toBeNull();
  });
  it('says when there are no notes', () => {
    renderUi(<NoteList label="Notes" notes={[]} emptyText="No notes match the search." />);
    expect(screen.getByText('No notes match the search.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
