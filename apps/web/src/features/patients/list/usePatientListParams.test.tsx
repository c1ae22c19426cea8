import { act, renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { usePatientListParams } from './usePatientListParams';

function renderAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ ...usePatientListParams(), location: useLocation() }), { wrapper });
}

describe('usePatientListParams', () => {
  it('keeps page, page size, search and sort in the URL', () => {
    const { result } = renderAt('/patients');
    expect(result.current.params.first).toBe(10);

    act(() => result.current.change({ first: 20 }));
    act(() => result.current.change({ orderBy: { column: 'NAME', order: 'ASC' } }));
    act(() => result.current.change({ page: 3 }));
    expect(result.current.location.search).toBe('?first=20&orderBy=NAME%3AASC&page=3');

    act(() => result.current.change({ search: 'weber' }));
    expect(result.current.location.search).toBe('?first=20&orderBy=NAME%3AASC&search=weber');
    expect(result.current.params).toEqual({
      page: 1,
      first: 20,
      search: 'weber',
      orderBy: { column: 'NAME', order: 'ASC' },
    });
  });
});
