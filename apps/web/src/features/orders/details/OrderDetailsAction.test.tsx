import { act, fireEvent, screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { doctorSession, signedOutDoctorSession } from '../../../session/doctorSession';
import { renderScreen } from '../../../test/renderScreen';
import { OrderDetailsAction } from './OrderDetailsAction';

const doctor = { id: '5', first_name: 'Eva', last_name: 'Ärztin', email: 'eva@praxis.at', permissions: [] };

// The dialogs load lazily; loaded once here, they open in the tests without waiting for their code.
beforeAll(async () => {
  await import('./OrderDetailsDialog');
  await import('../startProduction/StartProductionDialog');
}, 60_000);

describe('OrderDetailsAction', () => {
  afterEach(() => doctorSession.set(signedOutDoctorSession));

  it('opens start_production by link and returns to the order details', async () => {
    doctorSession.set({ ...signedOutDoctorSession, user: doctor });
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver(() => ({
      data: {
        order: {
          id: '42',
          supplementsNoiOrder: { id: '30', status: 'Delayed', recipe: null },
        },
      },
    }));
    const { router } = renderScreen(<OrderDetailsAction />, {
      path: '/patients?action=start_production&orderId=42',
      environment,
    });
    expect(await screen.findByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' })));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('action')).toBe('order_details');
    expect(params.get('orderId')).toBe('42');
    expect(await screen.findByText('Auftragsdetails')).toBeTruthy();
  });
});
