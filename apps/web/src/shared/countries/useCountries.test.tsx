import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { type Environment, type OperationDescriptor, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { resolveAllOperations } from '../../test/resolveAllOperations';
import { useCountries } from './useCountries';

function CountryNames() {
  return (
    <p>
      {useCountries()
        .map((country) => country.name_de)
        .join(', ')}
    </p>
  );
}

function renderNames(environment: Environment) {
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <CountryNames />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
}

describe('useCountries', () => {
  it('asks the network once per environment, even after every screen that read the list is gone', async () => {
    // Without a release buffer the store collects a query's records as soon as nothing retains them.
    const environment = createMockEnvironment({
      store: new Store(new RecordSource(), { gcReleaseBufferSize: 0 }),
    });
    const resolve = vi.fn((operation: OperationDescriptor) =>
      MockPayloadGenerator.generate(operation, {
        CountryPaginator: () => ({
          data: [
            { id: '1', country_code: 'AT', name_de: 'Österreich' },
            { id: '2', country_code: 'DE', name_de: 'Deutschland' },
          ],
        }),
      }),
    );
    resolveAllOperations(environment, resolve);

    const first = renderNames(environment);
    expect(await screen.findByText('Österreich, Deutschland')).toBeTruthy();
    first.unmount();
    await act(async () => {
      await new Promise((resolveSoon) => setTimeout(resolveSoon, 0));
    });

    renderNames(environment);
    expect(screen.getByText('Österreich, Deutschland')).toBeTruthy();
    expect(resolve).toHaveBeenCalledTimes(1);
  });
});
