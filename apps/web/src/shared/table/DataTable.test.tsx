import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, SkeletonRows, Td, Th } from '.';

describe('DataTable', () => {
  it('aligns a numeric column right in its header and its cells, and leaves the others alone', () => {
    render(
      <DataTable aria-label="Gebühren">
        <thead>
          <tr>
            <Th>Datum</Th>
            <Th numeric>Betrag</Th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <Td>01.12.2026</Td>
            <Td numeric className="money">
              1.234,50 €
            </Td>
          </tr>
        </tbody>
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Gebühren' });
    expect(table.className).toContain('bp6-html-table');
    expect(table.className).toContain('data-table-fill');
    const amount = screen.getByRole('columnheader', { name: 'Betrag' });
    expect(amount.className).toBe('data-table-numeric');
    expect(amount.getAttribute('scope')).toBe('col');
    expect(screen.getByRole('cell', { name: '1.234,50 €' }).className).toBe('data-table-numeric money');
    expect(screen.getByRole('columnheader', { name: 'Datum' }).getAttribute('class')).toBeNull();
    expect(screen.getByRole('cell', { name: '01.12.2026' }).getAttribute('class')).toBeNull();
  });

  it('is compact when asked and as wide as its content with fill off', () => {
    render(
      <DataTable compact fill={false} aria-label="Artikel">
        <tbody>
          <SkeletonRows columns={3} rows={2} />
        </tbody>
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Artikel' });
    expect(table.className).toContain('bp6-compact');
    expect(table.className).not.toContain('data-table-fill');
    expect(table.querySelectorAll('tr')).toHaveLength(2);
    expect(table.querySelectorAll('td .bp6-skeleton')).toHaveLength(6);
  });
});
