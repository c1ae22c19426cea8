import { act, fireEvent, screen } from '@testing-library/react';
import { todayIsoDate } from '@portal/shared-types';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/renderScreen';
import { BloodEntryDialog } from './BloodEntryDialog';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../../shared/toast/toast', () => ({ toast }));

const parameters = [
  {
    id: '1',
    name: 'Ferritin',
    formattedUnit: 'ng/ml',
    lower_input_limit_value: 1,
    upper_input_limit_value: 2000,
    mostRecentResults: [],
  },
  {
    id: '2',
    name: 'Vitamin D',
    formattedUnit: 'ng/ml',
    lower_input_limit_value: 0,
    upper_input_limit_value: 0,
    mostRecentResults: [{ id: '9', valueDate: '2025-06-01' }],
  },
];

function renderDialog() {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver(() => ({ data: { analysisParameters: { data: parameters } } }));
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderScreen(<BloodEntryDialog patientId="7" onClose={onClose} onSaved={onSaved} />, { environment });
  return { environment, onClose, onSaved };
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const type = (name: string, value: string) =>
  act(async () => {
    fireEvent.change(field(name), { target: { value } });
    fireEvent.blur(field(name));
  });

describe('BloodEntryDialog', () => {
  beforeEach(() => toast.success.mockClear());

  it('locks every value field until a date is given, and a field with younger data after it', async () => {
    renderDialog();
    await screen.findByText('Ferritin');
    expect(field('Ferritin').disabled).toBe(true);
    expect(field('Vitamin D').disabled).toBe(true);
    await type('Datum der Blutabnahme', '15.05.2025');
    expect(field('Ferritin').disabled).toBe(false);
    // Vitamin D has a value of 01.06.2025, on or after the chosen date.
    expect(field('Vitamin D').disabled).toBe(true);
    expect(field('Vitamin D').getAttribute('aria-description')).toBe(
      'Für diesen Blutparameter existieren bereits jüngere Daten im System.',
    );
    await type('Datum der Blutabnahme', '01-06-2025');
    expect(field('Vitamin D').disabled).toBe(true);
    await type('Datum der Blutabnahme', '2.6.2025');
    expect(field('Vitamin D').disabled).toBe(false);
  });

  it('checks the date, the characters and the limits with the spec texts', async () => {
    renderDialog();
    await screen.findByText('Ferritin');
    await type('Datum der Blutabnahme', '2025-05-15');
    expect(
      screen.getByText(
        'Bitte ein gültiges Datum (TT.MM.JJJJ oder TT-MM-JJJJ) ab 01.01.1900 und nicht in der Zukunft eingeben.',
      ),
    ).toBeTruthy();
    await type('Datum der Blutabnahme', '15.05.2025');
    await type('Ferritin', '12,5');
    expect(screen.getByText('Der Wert darf nur Ziffern und einen Punkt enthalten.')).toBeTruthy();
    await type('Ferritin', '2500');
    expect(screen.getByText('Ups! Das Feld Ferritin muss zwischen 1 und 2000 ng/ml liegen!')).toBeTruthy();
  });

  it('wants at least one value', async () => {
    renderDialog();
    await screen.findByText('Ferritin');
    await type('Datum der Blutabnahme', '15.05.2025');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' })));
    expect(screen.getByText('Bitte geben Sie mindestens einen Wert ein.')).toBeTruthy();
  });

  it('confirms what will be saved, then saves it', async () => {
    const { environment, onClose, onSaved } = renderDialog();
    await screen.findByText('Ferritin');
    await type('Datum der Blutabnahme', '15.05.2025');
    await type('Ferritin', '85.5');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' })));
    expect(screen.getByText('Schritt 2 von 2')).toBeTruthy();
    expect(screen.getByText('Datum: 15.05.2025')).toBeTruthy();
    expect(screen.getByText('85.5 ng/ml')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Blutwerte speichern' })));
    const sent: { name: string; variables: unknown }[] = [];
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) => {
        sent.push({ name: operation.request.node.params.name, variables: operation.request.variables });
        return {
          data: {
            saveBloodResults: {
              id: '30',
              valueDate: '2025-05-15',
              values: [{ id: '31', currentValue: 85.5, valueDate: '2025-05-15' }],
            },
          },
        };
      }),
    );
    expect(sent).toEqual([
      {
        name: 'useSaveBloodResultsMutation',
        variables: {
          patientId: '7',
          date: '2025-05-15',
          values: [{ analysisParameterId: '1', value: '85.5' }],
        },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Blutwerte erfolgreich hochgeladen!');
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it("puts the server's message on the value's field", async () => {
    const { environment } = renderDialog();
    await screen.findByText('Ferritin');
    await type('Datum der Blutabnahme', '15.05.2025');
    await type('Ferritin', '85.5');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Blutwerte speichern' })));
    await act(async () =>
      environment.mock.resolveMostRecentOperation(() => ({
        errors: [
          {
            message: 'Validation failed for the field [saveBloodResults].',
            extensions: { validation: { 'values.0.value': ['Der Wert ist ungültig.'] } },
          },
        ],
        data: null,
      })),
    );
    expect(screen.getByText('Schritt 1 von 2')).toBeTruthy();
    expect(screen.getByText('Der Wert ist ungültig.')).toBeTruthy();
  });

  it('refuses a date in the future', async () => {
    renderDialog();
    await screen.findByText('Ferritin');
    const [year, month, day] = todayIsoDate().split('-').map(Number) as [number, number, number];
    await type('Datum der Blutabnahme', `${day}.${month}.${year + 1}`);
    expect(field('Ferritin').disabled).toBe(true);
  });
});
