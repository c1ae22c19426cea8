import { IconNames } from '@blueprintjs/icons';
import { describe, expect, it } from 'vitest';
import { blueprintIconNameList, iconNamesModule } from '../../build/icon-names.ts';

describe('the build’s replacement for Blueprint’s icon names', () => {
  it('answers the same IconNames and IconNamesSet as Blueprint’s own', async () => {
    const source = iconNamesModule(blueprintIconNameList());
    const built = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
      IconNames: Record<string, string>;
      IconNamesSet: Set<string>;
    };
    expect(built.IconNames).toEqual({ ...IconNames });
    expect([...built.IconNamesSet].sort()).toEqual([...new Set(Object.values(IconNames))].sort());
    expect(built.IconNamesSet.size).toBeGreaterThan(500);
  });
});
