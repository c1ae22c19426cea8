import { act, screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { FormulaTemplatesPage } from './FormulaTemplatesPage';

const templates = [
  {
    id: '11',
    name: 'Vitamin D Basis',
    sort_order: 1,
    version: 3,
    inputs: ['age', 'blood_VITAMIN_D_25OH', 'dna_VDR'],
    updated_at: '2026-11-24T10:00:00.000Z',
    micronutrient: { id: '1', name: 'Vitamin D3' },
  },
  {
    id: '12',
    name: 'Eisen nach Ferritin',
    sort_order: 2,
    version: 1,
    inputs: ['blood_FERRITIN'],
    updated_at: '2026-10-02T08:00:00.000Z',
    micronutrient: { id: '2', name: 'Eisen' },
  },
];

function renderPage(formulaTemplates: unknown[]) {
  const environment = createMockEnvironment();
  const rendered = renderScreen(<FormulaTemplatesPage />, { path: '/admin/formula-tool', environment });
  return {
    ...rendered,
    answer: () => environment.mock.resolveMostRecentOperation(() => ({ data: { formulaTemplates } })),
  };
}

describe('FormulaTemplatesPage', () => {
  it('keeps the table shape while loading, then lists the templates in the order given', async () => {
    const { answer } = renderPage(templates);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    await act(async () => answer());

    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', 'Vitamin D Basis', 'Vitamin D3', '3', '3', '24.11.2026', 'Bearbeiten'],
      ['2', 'Eisen nach Ferritin', 'Eisen', '1', '1', '02.10.2026', 'Bearbeiten'],
    ]);
    expect(screen.getByRole('button', { name: 'Eisen nach Ferritin bearbeiten' }).getAttribute('href')).toBe(
      '/admin/formula-tool/edit/12',
    );
    expect(screen.getByRole('button', { name: 'Neue Formel' }).getAttribute('href')).toBe(
      '/admin/formula-tool/add',
    );
  });

  it('offers the first formula when there is none', async () => {
    const { answer } = renderPage([]);
    await act(async () => answer());
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Noch keine Formeln vorhanden.')).toBeTruthy();
    // The header's button and the empty state's.
    expect(screen.getAllByRole('button', { name: 'Neue Formel' })).toHaveLength(2);
  });
});
