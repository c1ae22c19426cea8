// The languages and the placeholder filling, without the texts: what a browser bundle imports before it has loaded
// one language's texts (the web app's build/texts-per-language.ts).
export const supportedLanguages = ['de', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = 'de';

/** Fills `{{name}}` placeholders as i18next does (the caller escapes for HTML where it writes HTML). */
export function interpolate(text: string, values: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
