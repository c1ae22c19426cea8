import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { supportedLanguages, translationOf } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { BLOOD_MARKER_CATEGORIES, groupMarkers, trendDirection } from './bloodMarkerGroups';

// (vitest runs in apps/web; jsdom's import.meta.url is not a file URL.)
const schema = readFileSync(resolve(process.cwd(), '../api/schema.graphql'), 'utf8');

describe('blood marker sections', () => {
  it("orders exactly the API's BloodMarkerCategory values, each with a heading in German and English", () => {
    const body = /^enum BloodMarkerCategory \{([^}]*)\}/m.exec(schema)?.[1] ?? '';
    const values = body
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^\w+$/.test(line));
    expect([...BLOOD_MARKER_CATEGORIES].sort()).toEqual(values.sort());
    for (const language of supportedLanguages) {
      const headings = (translationOf(language) as { bloodResults: { category: Record<string, string> } })
        .bloodResults.category;
      for (const category of BLOOD_MARKER_CATEGORIES) expect(headings[category]).toEqual(expect.any(String));
    }
  });

  it('puts an unknown section under Other and drops empty sections', () => {
    const groups = groupMarkers(
      [
        { category: 'Thyroid', currentValue: null },
        { category: 'Someday', currentValue: 1 },
      ],
      true,
    );
    expect(groups).toEqual([
      { category: 'Other', markers: [{ category: 'Someday', currentValue: 1 }], measured: 1, total: 1 },
    ]);
  });

  it('reads the direction of the last step', () => {
    expect(trendDirection([1, 2])).toBe('up');
    expect(trendDirection([3, 2, 1])).toBe('down');
    expect(trendDirection([2, 2])).toBe('same');
  });
});
