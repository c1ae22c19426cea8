import { act, fireEvent, screen, within } from '@testing-library/react';
import { type OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { resolveAllOperations } from '../../../test/resolveAllOperations';
import { AddFormulaTemplatePage } from './AddFormulaTemplatePage';
import { EditFormulaTemplatePage } from './EditFormulaTemplatePage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../shared/toast/toast', () => ({ toast }));

const catalogue = {
  micronutrients: {
    data: [
      { id: '1', name: 'Vitamin D3', formattedUnit: 'µg' },
      { id: '2', name: 'Eisen', formattedUnit: 'mg' },
    ],
  },
  formulaInputs: [
    { name: 'age', label: 'Alter (Jahre)', kind: 'age' },
    { name: 'blood_FERRITIN', label: 'Ferritin (µg/l)', kind: 'blood' },
    { name: 'blood_VITAMIN_D_25OH', label: 'Vitamin D (25-OH) (ng/ml)', kind: 'blood' },
    { name: 'dna_VDR', label: 'VDR', kind: 'dna' },
  ],
};

const template = {
  id: '5',
  name: 'Vitamin D Basis',
  formula: 'clamp(40 - blood_VITAMIN_D_25OH, 0, 100)',
  micronutrient_id: '1',
  sort_order: 3,
  test_input_value: '{"blood_VITAMIN_D_25OH": 15}',
  version: 2,
};

const validationError = (field: string, message: string) => ({
  errors: [
    {
      message: 'Validation failed for the field [mutation].',
      extensions: { validation: { [field]: [message] } },
    },
  ],
  data: null,
});

type Sent = { name: string; variables: Record<string, unknown> };
type Answer = (input: Record<string, unknown>) => unknown;

// The API's checks: an unknown input is refused with its position, otherwise the formula runs.
const checkFormula: Answer = (input) =>
  String(input.formula).includes('foo')
    ? validationError('input.formula', 'Unbekannte Eingabe „foo“ an Zeichen 7.')
    : {
        data: {
          upsertFormulaTemplateTest: {
            output_value: 12.5,
            inputs: ['age', 'blood_VITAMIN_D_25OH'],
            missing_inputs: ['age'],
            problem: null,
          },
        },
      };

const saved = {
  data: {
    upsertFormulaTemplate: {
      ...template,
      id: '6',
      version: 3,
      inputs: ['blood_VITAMIN_D_25OH'],
      updated_at: '2026-11-24T10:00:00.000Z',
      micronutrient: { id: '1', name: 'Vitamin D3' },
    },
  },
};

function renderEditor(
  path: string,
  { test = checkFormula, save = () => saved }: { test?: Answer; save?: Answer } = {},
) {
  const environment = createMockEnvironment();
  const sent: Sent[] = [];
  resolveAllOperations(environment, (operation: OperationDescriptor) => {
    const { name } = operation.request.node.params;
    const variables = operation.request.variables;
    sent.push({ name, variables });
    const input = variables.input as Record<string, unknown>;
    if (name === 'EditFormulaTemplatePageQuery') return { data: { ...catalogue, formulaTemplate: template } };
    if (name === 'AddFormulaTemplatePageQuery') return { data: catalogue };
    if (name === 'useUpsertFormulaTemplateTestMutation') return test(input);
    return save(input);
  });
  const rendered = renderScreen(
    path.endsWith('/add') ? <AddFormulaTemplatePage /> : <EditFormulaTemplatePage />,
    {
      path,
      route: path.endsWith('/add') ? path : '/admin/formula-tool/edit/:templateId',
      environment,
    },
  );
  const calls = (name: string) => sent.filter((call) => call.name === name).map((call) => call.variables);
  return { ...rendered, calls };
}

const formulaField = () => screen.getByLabelText<HTMLTextAreaElement>('Formel');
const waitForCheck = { timeout: 2000 };

afterEach(() => {
  toast.success.mockClear();
});

describe('FormulaTemplateEditor', () => {
  it('opens the current version and says that saving makes the next one', async () => {
    renderEditor('/admin/formula-tool/edit/5');
    expect(await screen.findByRole('heading', { name: 'Formel bearbeiten' })).toBeTruthy();
    expect(screen.getByText('Version 2')).toBeTruthy();
    expect(
      screen.getByText('Beim Speichern entsteht Version 3; die bisherigen Versionen bleiben erhalten.'),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Vitamin D Basis');
    expect(screen.getByLabelText<HTMLSelectElement>('Mikronährstoff').value).toBe('1');
    expect(formulaField().value).toBe(template.formula);
  });

  it("checks the formula after a pause and shows the server's message under it", async () => {
    const { calls } = renderEditor('/admin/formula-tool/edit/5');
    // The saved formula is checked on opening: valid, with the inputs it reads.
    expect(await screen.findByText('Formel gültig', {}, waitForCheck)).toBeTruthy();
    expect(screen.getByText('Verwendete Eingaben:')).toBeTruthy();
    const checksBefore = calls('useUpsertFormulaTemplateTestMutation').length;

    fireEvent.change(formulaField(), { target: { value: 'age + foo' } });
    expect(screen.getByText('Formel wird geprüft …')).toBeTruthy();
    // Not on every key: the check waits until the typing has paused.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(calls('useUpsertFormulaTemplateTestMutation')).toHaveLength(checksBefore);

    expect(await screen.findByText('Unbekannte Eingabe „foo“ an Zeichen 7.', {}, waitForCheck)).toBeTruthy();
    expect(calls('useUpsertFormulaTemplateTestMutation').at(-1)).toEqual({
      input: {
        formula: 'age + foo',
        test_input_value: '{"blood_VITAMIN_D_25OH": 15}',
        micronutrient_id: '1',
      },
    });
    expect(formulaField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Formel gültig')).toBeNull();
  });

  it('warns under the formula when it can exceed the chosen micronutrient’s maximum dose, without blocking', async () => {
    const { calls } = renderEditor('/admin/formula-tool/edit/5', {
      test: (input) =>
        String(input.formula).includes('* 100')
          ? {
              data: {
                upsertFormulaTemplateTest: {
                  output_value: 2500,
                  inputs: ['blood_VITAMIN_D_25OH'],
                  missing_inputs: [],
                  problem: null,
                  cap_warning: {
                    max_value: 97.1,
                    unit: 'µg',
                    test_output_value: 2500,
                    upper_bound: null,
                    unbounded: true,
                    message: 'ignored: the web writes its own text',
                  },
                },
              },
            }
          : checkFormula(input),
    });
    await screen.findByText('Formel gültig', {}, waitForCheck);
    expect(screen.queryByText('Die Formel kann die Höchstdosis überschreiten')).toBeNull();

    fireEvent.change(formulaField(), { target: { value: 'blood_VITAMIN_D_25OH * 100' } });
    expect(
      await screen.findByText('Die Formel kann die Höchstdosis überschreiten', {}, waitForCheck),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Mit den Testeingaben ergibt die Formel 2.500 µg, mehr als die Höchstdosis von 97,1 µg.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Die Formel hat nach oben keine Grenze (etwa bei sehr hohen Werten einer Eingabe); die Höchstdosis beträgt 97,1 µg.',
      ),
    ).toBeTruthy();
    expect(calls('useUpsertFormulaTemplateTestMutation').at(-1)).toMatchObject({
      input: { formula: 'blood_VITAMIN_D_25OH * 100', micronutrient_id: '1' },
    });
    // A warning, not an error: the formula stays valid and can be saved.
    expect(screen.getByText('Formel gültig')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveProperty('disabled', false);
  });

  it('runs the test inputs and shows the output in the unit, the missing inputs or the problem', async () => {
    let problem: string | null = null;
    renderEditor('/admin/formula-tool/edit/5', {
      test: (input) =>
        problem === null
          ? checkFormula(input)
          : {
              data: {
                upsertFormulaTemplateTest: { output_value: null, inputs: [], missing_inputs: [], problem },
              },
            },
    });
    await screen.findByText('Formel gültig', {}, waitForCheck);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Testlauf' })));
    const result = screen.getByRole('status');
    expect(within(result).getByText('Ergebnis: 12,5 µg')).toBeTruthy();
    expect(within(result).getByText('Fehlende Eingaben (zählen als unbekannt):')).toBeTruthy();
    expect(within(result).getByText('age')).toBeTruthy();

    problem = 'Division durch null.';
    fireEvent.change(screen.getByLabelText('Testeingaben (JSON)'), {
      target: { value: '{"blood_VITAMIN_D_25OH": 40}' },
    });
    // An edit hides the result of the inputs before it.
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Testlauf' })));
    expect(
      screen.getByText('Die Formel liefert für diese Eingaben kein Ergebnis: Division durch null.'),
    ).toBeTruthy();
  });

  it('refuses a test input that is not a JSON object of numbers', async () => {
    renderEditor('/admin/formula-tool/edit/5');
    const testInput = await screen.findByLabelText('Testeingaben (JSON)');
    fireEvent.change(testInput, { target: { value: '{"age": "vierzig"}' } });
    fireEvent.blur(testInput);
    expect(
      await screen.findByText(
        'Bitte ein JSON-Objekt aus Eingabenamen und Zahlen angeben, z. B. {"age": 40}.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Testlauf' })).toHaveProperty('disabled', true);
  });

  it('inserts a clicked input at the cursor and finds inputs by label', async () => {
    renderEditor('/admin/formula-tool/edit/5');
    const formula = await screen.findByLabelText<HTMLTextAreaElement>('Formel');
    formula.setSelectionRange(6, 8);
    fireEvent.click(screen.getByRole('button', { name: /^blood_FERRITIN/ }));
    expect(formula.value).toBe('clamp(blood_FERRITIN - blood_VITAMIN_D_25OH, 0, 100)');
    expect(formula.selectionStart).toBe('clamp(blood_FERRITIN'.length);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Eingabe suchen' }), {
      target: { value: 'alter' },
    });
    expect(screen.getByRole('button', { name: /^age/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^blood_FERRITIN/ })).toBeNull();
  });

  it('saves a new version, says so and goes back to the list', async () => {
    const { calls, router } = renderEditor('/admin/formula-tool/edit/5');
    await screen.findByLabelText('Name');
    fireEvent.change(screen.getByLabelText('Reihenfolge'), { target: { value: '4' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    expect(calls('useUpsertFormulaTemplateMutation')).toEqual([
      {
        input: {
          id: '5',
          name: 'Vitamin D Basis',
          formula: template.formula,
          micronutrient_id: '1',
          test_input_value: '{"blood_VITAMIN_D_25OH": 15}',
          sort_order: 4,
        },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(
      'Die Formel „Vitamin D Basis“ wurde als Version 3 gespeichert.',
    );
    expect(router.state.location.pathname).toBe('/admin/formula-tool');
  });

  it("puts the server's save messages on the fields and stays", async () => {
    const { router } = renderEditor('/admin/formula-tool/edit/5', {
      save: () => validationError('input.formula', 'Syntaxfehler an Zeichen 12: Klammer fehlt.'),
    });
    await screen.findByLabelText('Name');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    expect(screen.getByText('Syntaxfehler an Zeichen 12: Klammer fehlt.')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/admin/formula-tool/edit/5');
  });

  it('asks before deleting, then deletes the saved template', async () => {
    const { calls, router } = renderEditor('/admin/formula-tool/edit/5');
    await screen.findByLabelText('Name');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Nicht gespeichert' } });

    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText(
        'Die Formel „Vitamin D Basis“ wird gelöscht und erscheint nicht mehr in der Liste.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Ihre gespeicherten Versionen bleiben im System erhalten.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('useUpsertFormulaTemplateMutation')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    await act(async () =>
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Formel löschen' })),
    );
    expect(calls('useUpsertFormulaTemplateMutation')).toEqual([
      {
        input: {
          id: '5',
          name: 'Vitamin D Basis',
          formula: template.formula,
          micronutrient_id: '1',
          is_deleted: true,
        },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Die Formel „Vitamin D Basis“ wurde gelöscht.');
    expect(router.state.location.pathname).toBe('/admin/formula-tool');
  });

  it('starts a new formula empty and asks for the required fields', async () => {
    const { calls } = renderEditor('/admin/formula-tool/add');
    expect(await screen.findByRole('heading', { name: 'Neue Formel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Mikronährstoff wählen',
      'Vitamin D3',
      'Eisen',
    ]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    expect(screen.getAllByText('Das ist ein Pflichtfeld')).toHaveLength(3);
    expect(calls('useUpsertFormulaTemplateMutation')).toEqual([]);
    expect(calls('useUpsertFormulaTemplateTestMutation')).toEqual([]);
  });
});
