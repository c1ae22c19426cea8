import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type ActionParam, parseAction } from './parseAction';

export interface ActionParamControls<A extends string> {
  // 'invalid' opens no dialog: a stale or mistyped link simply shows the screen, so screens render dialogs only for
  // their own actions (and the exhaustive switch over `action` makes each screen say so).
  action: ActionParam<A>;
  /** Opens a dialog, with the extra search parameters it reads (e.g. `orderId`). */
  open(action: A, params?: Record<string, string>): void;
  /** Closes the dialog and drops the extra parameters it was opened with. */
  close(...params: string[]): void;
}

export function useActionParam<const A extends string>(allowed: readonly A[]): ActionParamControls<A> {
  const [searchParams, setSearchParams] = useSearchParams();

  const open = useCallback(
    (action: A, params: Record<string, string> = {}) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set('action', action);
        for (const [name, value] of Object.entries(params)) next.set(name, value);
        return next;
      }),
    [setSearchParams],
  );

  const close = useCallback(
    (...params: string[]) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const name of ['action', ...params]) next.delete(name);
        return next;
      }),
    [setSearchParams],
  );

  return { action: parseAction(searchParams.get('action'), allowed), open, close };
}
