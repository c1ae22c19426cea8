import { useCallback, useEffect, useState } from 'react';
import { RequestFailedError } from './RequestFailedError';

export type RestResourceState<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  /** 404: the thing is gone or not the caller's (a withdrawn report); the page says so. */
  | { status: 'notFound' }
  | { status: 'failed' };

const LOADING = { status: 'loading' } as const;

/**
 * One REST read (the patient portal's pages), with its loading, not-found and failed states and a reload. A gone
 * session or a server error has already been told by the error catalogue; the page offers the reload. `key` names
 * what `read` reads (a path parameter, the language): a new key is a new read, loading meanwhile.
 */
export function useRestResource<T>(
  read: () => Promise<T>,
  key = '',
): {
  state: RestResourceState<T>;
  reload: () => void;
} {
  const [attempt, setAttempt] = useState(0);
  const request = `${key}#${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; state: RestResourceState<T> } | null>(null);
  useEffect(() => {
    let current = true;
    read().then(
      (data) => current && setAnswer({ request, state: { status: 'loaded', data } }),
      (error: unknown) =>
        current &&
        setAnswer({
          request,
          state: {
            status: error instanceof RequestFailedError && error.status === 404 ? 'notFound' : 'failed',
          },
        }),
    );
    return () => {
      current = false;
    };
    // `read` changes with `key` only; the attempt counter reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: answer?.request === request ? answer.state : LOADING, reload };
}
