import { describe, expect, it, vi } from 'vitest';
import { createPersistedStore } from './persistedStore';

describe('createPersistedStore', () => {
  it('writes the state with version 1 and reads it back', () => {
    const store = createPersistedStore('test.store', { count: 0 });
    store.set({ count: 2 });
    expect(JSON.parse(localStorage.getItem('test.store') ?? '')).toEqual({ version: 1, state: { count: 2 } });
    expect(createPersistedStore('test.store', { count: 0 }).get()).toEqual({ count: 2 });
  });

  it('starts from the initial state when the stored version differs or the JSON is broken', () => {
    localStorage.setItem('test.store', JSON.stringify({ version: 0, state: { count: 5 } }));
    expect(createPersistedStore('test.store', { count: 0 }).get()).toEqual({ count: 0 });
    localStorage.setItem('test.store', '{not json');
    expect(createPersistedStore('test.store', { count: 0 }).get()).toEqual({ count: 0 });
  });

  it('tells subscribers about changes until they unsubscribe', () => {
    const store = createPersistedStore('test.store', { count: 0 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ count: 1 });
    unsubscribe();
    store.set({ count: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
