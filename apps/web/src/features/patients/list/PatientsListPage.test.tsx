import { screen } from '@testing-library/react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { resolveAllOperations } from '../../../test/resolveAllOperations';
import { PatientsListPage } from './PatientsListPage';
import { patientsListQuery } from './patientsListQuery';

describe('PatientsListPage', () => {
  it("lists what the route's loader loaded with the URL's parameters, asking the server once", async () => {
    const environment = createMockEnvironment();
    const lists: unknown[] = [];
    resolveAllOperations(environment, (operation) => {
      if (operation.request.node.params.name === 'PatientsListResultsQuery')
        lists.push(operation.request.variables);
      return MockPayloadGenerator.generate(operation, {
        PatientPaginator: () => ({ paginatorInfo: { total: 1, lastPage: 1 } }),
        Patient: () => ({ id: '5', first_name: 'Anna', last_name: 'Gruber', email: 'anna@example.com' }),
      });
    });
    renderScreen(<PatientsListPage />, {
      path: '/patients?search=gruber&page=1',
      environment,
      loader: patientsListQuery,
    });
    expect(await screen.findByText(/Gruber/)).toBeTruthy();
    expect(lists).toEqual([
      { first: 10, page: 1, search: 'gruber', orderBy: [{ column: 'CREATED_AT', order: 'DESC' }] },
    ]);
  });
});
