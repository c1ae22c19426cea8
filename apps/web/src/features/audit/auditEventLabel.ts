import { interpolate } from '@portal/i18n/languages';
import { type i18n as I18n } from 'i18next';

// Event keys and subject types come from the server: a text exists for the known ones only.
function knownText(i18n: I18n, key: string, values: Record<string, string> = {}): string | null {
  const text: unknown = i18n.getResource(i18n.resolvedLanguage ?? i18n.language, 'translation', key);
  return typeof text === 'string' ? interpolate(text, values) : null;
}

/** The event's label in the current language (`patient.viewed` → `Patientenakte angesehen`), else its raw key. */
export const auditEventLabel = (i18n: I18n, event: string): string =>
  knownText(i18n, `audit.events.${event}`) ?? event;

/** What the entry was about (`Auftrag 42`), else the raw type and id. */
export const auditSubjectLabel = (i18n: I18n, type: string, id: string): string =>
  knownText(i18n, `audit.subject.${type}`, { id }) ?? `${type} ${id}`;

/** The recorded details as short `key: value` lines; objects are written as JSON. */
export function auditDetailLines(details: unknown): string[] {
  if (details === null || typeof details !== 'object' || Array.isArray(details)) return [];
  return Object.entries(details as Record<string, unknown>).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
}
