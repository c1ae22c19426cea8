import { act, fireEvent, screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { resolveAllOperations } from '../../../test/resolveAllOperations';
import { MedicationPage } from './MedicationPage';
import { withoutReleases } from '../releases/withoutReleases';

const interpretation = (result: number, result_text: string) => ({
  chapter: `Kapitel ${result}`,
  chapter_text: `Erklärung ${result_text}`,
  result,
  result_text,
  text_de: '',
});

const ibuprofen = {
  id: '1',
  medication: { name_de: 'Ibuprofen', atcCode: 'M01AE01', literature: ['Müller 2019', 'Meier 2021'] },
  effect: interpretation(0, 'Stark vermindert'),
  breakdown: interpretation(1, 'Verlangsamt'),
  dosis: interpretation(2, 'Normale Dosis'),
};

const codeine = {
  id: '2',
  medication: { name_de: 'Codein', literature: ['Meier 2021'] },
  effect: null,
  breakdown: null,
  dosis: null,
};

function renderPage(results: unknown[], path = '/patients/7/medication') {
  const environment = createMockEnvironment();
  const variables: unknown[] = [];
  resolveAllOperations(
    environment,
    withoutReleases((operation) => {
      variables.push(operation.request.variables);
      return {
        data: {
          patientMedicationResults: {
            paginatorInfo: { total: results.length, lastPage: 1 },
            data: results,
          },
        },
      };
    }),
  );
  const { router } = renderScreen(<MedicationPage />, {
    path,
    route: '/patients/:patientId/medication',
    environment,
  });
  return { variables, router };
}

afterEach(() => vi.useRealTimers());

describe('MedicationPage', () => {
  it('shows effect, breakdown and dosis as words in their colours and the literature once', async () => {
    const { variables } = renderPage([ibuprofen, codeine]);
    await act(async () => {});
    expect(variables).toEqual([{ patient_id: '7', search: null, first: 20, page: 1 }]);
    expect(screen.getByText('Stark vermindert').closest('.bp6-tag')?.className).toContain(
      'bp6-intent-danger',
    );
    expect(screen.getByText('Verlangsamt').closest('.bp6-tag')?.className).toContain('bp6-intent-warning');
    expect(screen.getByText('Normale Dosis').closest('.bp6-tag')?.className).toContain('bp6-intent-success');
    expect(screen.getAllByText('Meier 2021').length).toBe(1);
    expect(screen.getByText('Müller 2019')).toBeTruthy();
    expect(screen.getByText('Seite 1 von 1 (2 Medikamente)')).toBeTruthy();
    expect(screen.getByText('ATC M01AE01')).toBeTruthy(); // the WHO ATC code (issue 36)
  });

  it('opens the chapter texts of a row', async () => {
    renderPage([ibuprofen]);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Details anzeigen' }));
    expect(screen.getByText('Wirkung: Kapitel 0')).toBeTruthy();
    expect(screen.getByText('Erklärung Verlangsamt')).toBeTruthy();
  });

  it('says Nicht analysiert! and links the pharmacogenetics order', async () => {
    const { router } = renderPage([codeine]);
    await act(async () => {});
    expect(screen.getByText('Nicht analysiert!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pharmakogenetische Analyse bestellen' }));
    expect(router.state.location.search).toBe('?action=new_order&patientId=7');
  });

  it('searches from 2 characters on, 500 ms after typing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { variables, router } = renderPage([ibuprofen]);
    await act(async () => {});
    const search = screen.getByRole('searchbox', { name: 'Medikament suchen (ab 2 Zeichen)' });
    fireEvent.change(search, { target: { value: 'i' } });
    await act(async () => vi.advanceTimersByTime(600));
    expect(router.state.location.search).toBe('?search=i');
    // One character: the query keeps asking for the whole list.
    expect(variables.every((v) => (v as { search: unknown }).search === null)).toBe(true);
    fireEvent.change(search, { target: { value: 'ib' } });
    await act(async () => vi.advanceTimersByTime(400));
    expect(router.state.location.search).toBe('?search=i');
    await act(async () => vi.advanceTimersByTime(200));
    expect(router.state.location.search).toBe('?search=ib');
    expect(variables.at(-1)).toEqual({ patient_id: '7', search: 'ib', first: 20, page: 1 });
  });

  it('shows Nicht gefunden! for a search without result', async () => {
    renderPage([], '/patients/7/medication?search=xyz');
    await act(async () => {});
    expect(screen.getByText('Nicht gefunden!')).toBeTruthy();
  });
});
