import { createStore, type Store } from './store';

const version = 1;

interface Persisted<T> {
  version: typeof version;
  state: T;
}

function load<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    const persisted = raw === null ? null : (JSON.parse(raw) as Partial<Persisted<T>> | null);
    // Anything written by another version starts over signed out rather than guessing at its shape.
    return persisted?.version === version ? persisted.state : undefined;
  } catch {
    return undefined;
  }
}

/** A store kept in localStorage as `{ version: 1, state }`, so a reload keeps the session. */
export function createPersistedStore<T>(key: string, initial: T): Store<T> {
  const store = createStore<T>(load<T>(key) ?? initial);
  return {
    ...store,
    set(next) {
      const persisted: Persisted<T> = { version, state: next };
      localStorage.setItem(key, JSON.stringify(persisted));
      store.set(next);
    },
  };
}
