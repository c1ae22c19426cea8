import { type Language } from '@portal/i18n/languages';

/** One text module per language (build/texts-with-code.ts), beside the chunks in /assets. */
export type TextFiles = Record<Language, string>;

/** The build's map of text files: the first screen's, and those of each chunk loaded on demand. */
export interface TextsManifest {
  entry: TextFiles;
  chunks: Record<string, TextFiles>;
}

/** The manifest the build put into index.html; null in the dev server and the tests, which have every text. */
export function readTextsManifest(): TextsManifest | null {
  const element = document.getElementById('portal-texts');
  return element?.textContent ? (JSON.parse(element.textContent) as TextsManifest) : null;
}
