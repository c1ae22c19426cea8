import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { type OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../test/renderScreen';
import { resolveAllOperations } from '../../../../test/resolveAllOperations';
import { type ConsentValues, OrderConsents } from './OrderConsents';

function Form() {
  const form = useForm<ConsentValues>({ defaultValues: { consents: [] } });
  return <OrderConsents orderId="42" control={form.control} fetchKey={0} />;
}

describe('OrderConsents', () => {
  it('asks for exactly the consents the server names for this order (no GenDG consent for a blood-only order)', async () => {
    const environment = createMockEnvironment();
    const asked: Record<string, unknown>[] = [];
    resolveAllOperations(environment, (operation: OperationDescriptor) => {
      if (operation.request.node.operation.name !== 'OrderConsentsQuery') return null;
      asked.push(operation.request.variables);
      return {
        data: {
          order: {
            id: '42',
            requiredConsents: [
              {
                id: '9',
                de: 'Probe gemäß Anleitung entnommen.',
                en: 'Sample taken as instructed.',
                required: true,
              },
            ],
          },
        },
      };
    });
    renderScreen(<Form />, { environment });
    expect(await screen.findByText('Probe gemäß Anleitung entnommen.')).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(asked).toEqual([{ id: '42' }]);
  });
});
