import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { IconNames } from '@blueprintjs/icons';
import { translationOf, supportedLanguages } from '@portal/i18n';
import {
  STATUS_LOOKS,
  STATUS_SCHEMA_ENUMS,
  StatusTone,
  type StatusKind,
  labResponseOf,
  statusDisplay,
} from '@portal/shared-types';
import { describe, expect, it } from 'vitest';

// The API's schema: the enums the web receives. Every value of every status enum must have a look and a label.
// (vitest runs in apps/web; jsdom's import.meta.url is not a file URL.)
const schema = readFileSync(resolve(process.cwd(), '../api/schema.graphql'), 'utf8');

function enumValues(name: string): string[] {
  const body = new RegExp(`^enum ${name} \\{([^}]*)\\}`, 'm').exec(schema)?.[1];
  if (!body) throw new Error(`enum ${name} is not in the schema`);
  return body
    .replace(/"""[\s\S]*?"""/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[A-Za-z_]\w*$/.test(line));
}

function textAt(language: (typeof supportedLanguages)[number], key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      translationOf(language),
    );
}

const kinds = Object.keys(STATUS_LOOKS) as StatusKind[];
const tones = new Set<string>(Object.values(StatusTone));
const iconNames = new Set<string>(Object.values(IconNames));

describe('the one status mapping', () => {
  it.each(Object.entries(STATUS_SCHEMA_ENUMS))(
    '%s covers exactly the values of the enum %s',
    (kind, name) => {
      const mapped = Object.keys(STATUS_LOOKS[kind as StatusKind]).filter((value) => value !== 'none');
      expect(mapped.sort()).toEqual(enumValues(name).sort());
    },
  );

  it.each(kinds)('%s: every value has a tone, a Blueprint icon and a label in German and English', (kind) => {
    for (const value of Object.keys(STATUS_LOOKS[kind])) {
      const display = statusDisplay(kind, value);
      expect(display.known).toBe(true);
      expect(tones.has(display.tone)).toBe(true);
      expect(iconNames.has(display.icon), display.icon).toBe(true);
      for (const language of supportedLanguages) {
        const text = textAt(language, display.label);
        expect(typeof text, `${language} ${display.label}`).toBe('string');
        expect((text as string).length).toBeGreaterThan(0);
      }
    }
  });

  it('follows the design: waiting yellow, in progress blue, done green, failed red, not started grey', () => {
    expect(statusDisplay('payment', 'Pending').tone).toBe('warning');
    expect(statusDisplay('order', 'OrderPlaced').tone).toBe('warning');
    expect(statusDisplay('order', 'SampleRegistered').tone).toBe('primary');
    expect(statusDisplay('order', 'ResultsReady').tone).toBe('success');
    expect(statusDisplay('order', 'Canceled').tone).toBe('danger');
    expect(statusDisplay('order', 'Draft').tone).toBe('none');
    // The spec's subscription badge colours: aktiv green, pausiert yellow, gekündigt red, inaktiv grey.
    expect(
      ['active', 'paused', 'canceled', 'none'].map((s) => statusDisplay('subscription', s).tone),
    ).toEqual(['success', 'warning', 'danger', 'none']);
  });

  it('shows a value it does not know as itself, grey', () => {
    expect(statusDisplay('order', 'SomethingNew')).toEqual({
      tone: 'none',
      icon: 'circle',
      label: 'SomethingNew',
      known: false,
    });
    expect(statusDisplay('order', 'toString').known).toBe(false);
  });

  it("reads the lab's answer from its HTTP status (admin spec: 200 sent, 4xx yellow, 5xx red)", () => {
    expect([200, 201, 400, 409, 422, 500, 504].map(labResponseOf)).toEqual([
      'Sent',
      'Sent',
      'Refused',
      'Refused',
      'Refused',
      'Failed',
      'Failed',
    ]);
  });
});
