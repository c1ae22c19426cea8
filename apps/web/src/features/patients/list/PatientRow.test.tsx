import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { type PatientRowTestQuery } from './__generated__/PatientRowTestQuery.graphql';
import { PatientRow } from './PatientRow';

function Harness() {
  const { patients } = useLazyLoadQuery<PatientRowTestQuery>(
    graphql`
      query PatientRowTestQuery @relay_test_operation {
        patients(first: 1) {
          data {
            ...PatientRow_patient
          }
        }
      }
    `,
    {},
  );
  return (
    <table>
      <tbody>
        {patients.data.map((patient, index) => (
          <PatientRow
            key={index}
            patientRef={patient}
            dialCodes={new Map()}
            onRemove={() => {}}
            columns={6}
          />
        ))}
      </tbody>
    </table>
  );
}

describe('PatientRow', () => {
  it("opens the patient's record (Patientenakte) at the analyses", async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver(() => ({
      data: {
        patients: {
          data: [
            {
              id: '7',
              title: null,
              first_name: 'Anna',
              last_name: 'Berger',
              email: 'anna@example.com',
              country_code: 'AT',
              phone_number: '6641234567',
              latestPlacedOrder: null,
            },
          ],
        },
      },
    }));
    renderScreen(<Harness />, { environment });
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Aktionen' }));
    const record = await screen.findByRole('menuitem', { name: 'Patientenakte' });
    expect(record.getAttribute('href')).toBe('/patients/7/dna-analysis');
  });
});
