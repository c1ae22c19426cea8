import { act, fireEvent, screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { resolveAllOperations } from '../../../test/resolveAllOperations';
import { DnaAnalysisPage } from './DnaAnalysisPage';
import { withoutReleases } from '../releases/withoutReleases';

const intervals = [
  { value: 33, color: '#cd4246', length_percent: 33 },
  { value: 66, color: '#c87619', length_percent: 33 },
  { value: 100, color: '#238551', length_percent: 34 },
];

const analysed = {
  id: '1',
  name: 'Folsäure-Stoffwechsel',
  code: 'FOLATE',
  scalebar_title: 'Folatverwertung',
  valueDate: '2026-11-02',
  intervals,
  interpretation: {
    current_value: 50,
    current_value_color: '#c87619',
    value_text: 'Teilweise ungünstig',
    value_color: '#fff',
    value_bg_color: '#c87619',
  },
};

const notAnalysed = {
  id: '2',
  name: 'Koffein-Abbau',
  code: 'CAFFEINE',
  scalebar_title: 'Koffeinabbau',
  valueDate: null,
  intervals,
  interpretation: null,
};

function renderPage(markers: unknown[], path = '/patients/7/dna-analysis') {
  const environment = createMockEnvironment();
  const variables: unknown[] = [];
  resolveAllOperations(
    environment,
    withoutReleases((operation) => {
      variables.push(operation.request.variables);
      return { data: { dnaAnalysisList: markers } };
    }),
  );
  const { router } = renderScreen(<DnaAnalysisPage />, {
    path,
    route: '/patients/:patientId/dna-analysis',
    environment,
  });
  return { variables, router };
}

describe('DnaAnalysisPage', () => {
  it('lists the markers with date, scale and meaning, and links each to its detail', async () => {
    const { variables } = renderPage([analysed, notAnalysed]);
    await act(async () => {});
    expect(variables).toEqual([{ patientId: '7', search: null }]);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Datum',
      'Ergebnis',
      'Bedeutung',
    ]);
    expect(screen.getByRole('link', { name: 'Folsäure-Stoffwechsel' }).getAttribute('href')).toBe(
      '/patients/7/dna-analysis/FOLATE',
    );
    expect(screen.getByText('02.11.2026')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Folatverwertung: Ergebnis Teilweise ungünstig' })).toBeTruthy();
    expect(screen.getByText('Teilweise ungünstig')).toBeTruthy();
  });

  it('says which markers are not analysed and offers to order the DNA analysis', async () => {
    const { router } = renderPage([notAnalysed]);
    await act(async () => {});
    expect(screen.getByText('Nicht analysiert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'DNA-Analyse bestellen' }));
    expect(router.state.location.search).toBe('?action=new_order&patientId=7');
  });

  it('shows Nicht gefunden! for a search without result and sends the search', async () => {
    const { variables } = renderPage([], '/patients/7/dna-analysis?search=xyz');
    await act(async () => {});
    expect(variables).toEqual([{ patientId: '7', search: 'xyz' }]);
    expect(screen.getByText('Nicht gefunden!')).toBeTruthy();
  });

  it('opens the legend with the colours in words', async () => {
    renderPage([analysed]);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Legende anzeigen' }));
    expect(await screen.findByText('Ungünstig')).toBeTruthy();
    expect(screen.getByText('Günstig')).toBeTruthy();
  });
});
