import { LoaderRegistry } from './loader-registry.js';

describe('LoaderRegistry.loadOrKnown', () => {
  it('answers a primed key at once, without a promise, and loads the others in one batch', async () => {
    const registry = new LoaderRegistry();
    const batches: string[][] = [];
    const batch = async (keys: readonly string[]) => {
      batches.push([...keys]);
      return keys.map((key) => `loaded ${key}`);
    };
    registry.prime('things', 'a', 'primed a');
    registry.prime('things', 'n', null);
    expect(registry.loadOrKnown('things', batch, 'a')).toBe('primed a');
    expect(registry.loadOrKnown('things', batch, 'n')).toBeNull();
    const b = registry.loadOrKnown('things', batch, 'b');
    const c = registry.loadOrKnown('things', batch, 'c');
    expect(b).toBeInstanceOf(Promise);
    await expect(Promise.all([b, c])).resolves.toEqual(['loaded b', 'loaded c']);
    expect(batches).toEqual([['b', 'c']]);
    // Primed values belong to their loader's name only.
    await expect(registry.loadOrKnown('other things', batch, 'a')).resolves.toBe('loaded a');
  });
});
