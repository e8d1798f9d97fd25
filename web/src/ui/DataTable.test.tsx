import { describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DataTable, type DataColumn } from './DataTable';
import { useServerTable } from './serverTable';
import { renderUi } from './testUtils';

interface Lead {
  id: number;
  client: string;
  source: string;
  priority: boolean;
}

const rows: Lead[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  client: `Client ${String(i + 1).padStart(2, '0')}`,
  source: i === 0 ? 'Ref-Partners "North" referral network' : 'Web',
  priority: i % 10 === 0,
}));

const columns: DataColumn<Lead>[] = [
  { id: 'id', header: 'Id', value: (r) => r.id },
  { id: 'client', header: 'Client', value: (r) => r.client },
  { id: 'source', header: 'Source', value: (r) => r.source, truncate: 15 },
];

function bodyRows() {
  return screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 0);
}

describe('DataTable', () => {
  it('sorts by the default column and toggles on header click, persisting per page', async () => {
    const user = userEvent.setup();
    renderUi(<DataTable label="Leads" rows={rows} columns={columns} rowId={(r) => String(r.id)} defaultSort={{ id: 'id', desc: true }} sortKey="leads" />);
    expect(within(bodyRows()[0]).getAllByRole('cell')[0]).toHaveTextContent('30');
    expect(screen.getByRole('columnheader', { name: /Id/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Id' }));
    expect(within(bodyRows()[0]).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(JSON.parse(localStorage.getItem('caseboard.sort.leads')!)).toEqual([{ id: 'id', desc: false }]);
  });

  it('searches after a pause', async () => {
    const user = userEvent.setup();
    renderUi(<DataTable label="Leads" rows={rows} columns={columns} rowId={(r) => String(r.id)} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Client 07');
    await waitFor(() => expect(bodyRows()).toHaveLength(1), { timeout: 2000 });
    expect(bodyRows()[0]).toHaveTextContent('Client 07');
  });

  it('pages with the given sizes including All', async () => {
    const user = userEvent.setup();
    renderUi(<DataTable label="Leads" rows={rows} columns={columns} rowId={(r) => String(r.id)} pageSizes={[25, 50, 'all']} defaultSort={{ id: 'id', desc: false }} />);
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyRows()).toHaveLength(5);
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    expect(bodyRows()).toHaveLength(30);
  });

  it('truncates long text and shows the full text on hover', () => {
    renderUi(<DataTable label="Leads" rows={rows.slice(0, 1)} columns={columns} rowId={(r) => String(r.id)} />);
    const cell = screen.getByTitle('Ref-Partners "North" referral network');
    expect(cell).toHaveTextContent('Ref-Partners "N...');
  });

  it('puts priority rows first in their own part', () => {
    renderUi(<DataTable label="Leads" rows={rows} columns={columns} rowId={(r) => String(r.id)} priority={(r) => r.priority} priorityLabel="High priority" othersLabel="Other leads" defaultSort={{ id: 'id', desc: false }} />);
    const parts = screen.getAllByRole('rowgroup');
    const priorityPart = parts.find((p) => p.getAttribute('aria-label') === 'High priority')!;
    expect(within(priorityPart).getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length)).toHaveLength(3);
    expect(screen.getByRole('columnheader', { name: 'Other leads' })).toBeInTheDocument();
  });

  it('colours rows', () => {
    renderUi(<DataTable label="Leads" rows={rows.slice(0, 2)} columns={columns} rowId={(r) => String(r.id)} rowColor={(r) => (r.id === 1 ? 'rgb(255, 0, 0)' : undefined)} defaultSort={{ id: 'id', desc: false }} />);
    expect(bodyRows()[0]).toHaveStyle({ background: 'rgb(255, 0, 0)' });
  });

  it('exports the filtered rows as quoted CSV under the given name', async () => {
    const user = userEvent.setup();
    let blob: Blob | null = null;
    const createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:x';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    let downloaded = '';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    renderUi(<DataTable label="Leads" rows={rows.slice(0, 2)} columns={columns} rowId={(r) => String(r.id)} csvFileName="Leads_Report" defaultSort={{ id: 'id', desc: false }} />);
    await user.click(screen.getByRole('button', { name: /Export to CSV/ }));
    expect(downloaded).toBe('Leads_Report.csv');
    const text = await blob!.text();
    expect(text.split('\r\n')[0]).toBe('"Id","Client","Source"');
    expect(text.split('\r\n')[1]).toBe('"1","Client 01","Ref-Partners ""North"" referral network"');
    click.mockRestore();
  });

  it('shows loading, empty and error states', () => {
    const { rerender } = renderUi(<DataTable label="Leads" rows={null} loading columns={columns} rowId={(r) => String(r.id)} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    act(() => rerender(<DataTable label="Leads" rows={[]} columns={columns} rowId={(r) => String(r.id)} emptyText="No leads in this period." />));
    expect(screen.getByText('No leads in this period.')).toBeInTheDocument();
    act(() => rerender(<DataTable label="Leads" rows={null} error={new Error('boom')} columns={columns} rowId={(r) => String(r.id)} />));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the rows');
  });

  it('shows a totals row under the rows, not sorted with them', async () => {
    const user = userEvent.setup();
    const few = rows.slice(0, 3);
    renderUi(<DataTable label="Providers" rows={few} columns={columns} rowId={(r) => String(r.id)} totals={{ client: '3 clients' }} searchable={false} />);
    const totals = screen.getAllByRole('row').at(-1)!;
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total');
    expect(within(totals).getAllByRole('cell').map((c) => c.textContent)).toEqual(['3 clients', '']);
    await user.click(screen.getByRole('button', { name: 'Id' }));
    await user.click(screen.getByRole('button', { name: /Id/ }));
    expect(screen.getAllByRole('row').at(-1)).toBe(totals);
    expect(bodyRows()).toHaveLength(4);
  });

  it('leaves the totals row out when there are no rows', () => {
    renderUi(<DataTable label="Providers" rows={[]} columns={columns} rowId={(r) => String(r.id)} totals={{ client: 'none' }} emptyText="No medical providers." />);
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
    expect(screen.getByText('No medical providers.')).toBeInTheDocument();
  });

  it('in server mode shows the page it is given, counts the server total and asks for the next page and sort', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    function Owner() {
      const table = useServerTable('server-leads', { id: 'client', desc: false }, [25, 'all']);
      const [seen] = useState(() => asked);
      const q = table.query;
      if (seen[seen.length - 1] !== JSON.stringify(q)) seen.push(JSON.stringify(q));
      // The "server": 30 rows, paged and sorted by client as asked.
      const sorted = [...rows].sort((a, b) => (q.descending ? b.client.localeCompare(a.client) : a.client.localeCompare(b.client)));
      const page = q.all ? sorted : sorted.slice(q.offset, q.offset + q.first);
      return <DataTable label="Leads" rows={page} columns={columns} rowId={(r) => String(r.id)} pageSizes={[25, 'all']} server={{ table, total: rows.length }} />;
    }
    renderUi(<Owner />);
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('26–30 of 30')).toBeInTheDocument());
    expect(bodyRows()).toHaveLength(5);
    expect(JSON.parse(asked[asked.length - 1])).toMatchObject({ offset: 25, first: 25, all: false, sortBy: 'client', descending: false });
    await user.click(screen.getByRole('button', { name: 'Client' }));
    await waitFor(() => expect(within(bodyRows()[0]).getAllByRole('cell')[1]).toHaveTextContent('Client 30'));
    expect(JSON.parse(asked[asked.length - 1])).toMatchObject({ offset: 0, sortBy: 'client', descending: true });
  });
});
