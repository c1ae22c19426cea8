import { fallbackLanguage, type Language, supportedLanguages } from '@portal/i18n/languages';

const isSupported = (code: string): code is Language =>
  (supportedLanguages as readonly string[]).includes(code);

/** The first of the browser's preferred languages that the portal speaks, else German. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase() ?? '';
    if (isSupported(primary)) return primary;
  }
  return fallbackLanguage;
}
