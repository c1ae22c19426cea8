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
    cap_warning: null,
  },
  {
    id: '12',
    name: 'Eisen nach Ferritin',
    sort_order: 2,
    version: 1,
    inputs: ['blood_FERRITIN'],
    updated_at: '2026-10-02T08:00:00.000Z',
    micronutrient: { id: '2', name: 'Eisen' },
    cap_warning: { max_value: 25 },
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
    // A template that can exceed its micronutrient's maximum dose is marked.
    expect(within(rows[1]).getByLabelText('Die Formel kann die Höchstdosis überschreiten')).toBeTruthy();
    expect(within(rows[0]).queryByLabelText('Die Formel kann die Höchstdosis überschreiten')).toBeNull();
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
