import { render, screen, within } from '@testing-library/react';
import { PlainTable } from './plain-table';

interface Row {
  id: number;
  name: string;
  units: number;
}

const columns = [
  { key: 'name', title: 'Name', render: (_: unknown, row: Row) => row.name },
  { key: 'units', title: 'Units', align: 'right' as const, render: (_: unknown, row: Row) => row.units },
];

describe('PlainTable', () => {
  it('draws a header and a row per item, in a named scroll region reachable by keyboard', () => {
    render(
      <PlainTable<Row>
        label="Holdings"
        rowKey={(row) => row.id}
        columns={columns}
        rows={[
          { id: 1, name: 'Ada', units: 4 },
          { id: 2, name: 'Grace', units: 12 },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Holdings' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Units']);
    const rows = within(region).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Ada', '4'],
      ['Grace', '12'],
    ]);
    expect(within(rows[0]!).getByText('4').className).toBe('plain-table__right');
  });

  it('says so in one row spanning every column when there is nothing, and not when there is', () => {
    const { rerender } = render(
      <PlainTable<Row>
        label="Holdings"
        rowKey={(row) => row.id}
        columns={columns}
        rows={[]}
        empty="None yet"
      />,
    );
    expect(screen.getByText('None yet').getAttribute('colspan')).toBe('2');
    rerender(
      <PlainTable<Row>
        label="Holdings"
        rowKey={(row) => row.id}
        columns={columns}
        rows={[{ id: 1, name: 'Ada', units: 4 }]}
        empty="None yet"
      />,
    );
    expect(screen.queryByText('None yet')).toBeNull();
  });
});
