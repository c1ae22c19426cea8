import { act, renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useActionParam } from './useActionParam';

function renderAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ ...useActionParam(['order_details', 'export']), location: useLocation() }), {
    wrapper,
  });
}

describe('useActionParam', () => {
  it('reads the action from the URL, unknown values as invalid', () => {
    expect(renderAt('/admin/orders?action=export').result.current.action).toBe('export');
    expect(renderAt('/admin/orders?action=nope').result.current.action).toBe('invalid');
    expect(renderAt('/admin/orders').result.current.action).toBeNull();
  });

  it('opens with extra parameters and closes without them, keeping the rest of the URL', () => {
    const { result } = renderAt('/admin/orders?page=2');

    act(() => result.current.open('order_details', { orderId: '17' }));
    expect(result.current.action).toBe('order_details');
    expect(result.current.location.search).toBe('?page=2&action=order_details&orderId=17');

    act(() => result.current.close('orderId'));
    expect(result.current.action).toBeNull();
    expect(result.current.location.search).toBe('?page=2');
  });
});
