import { fallbackLanguage, type Language, supportedLanguages } from '@portal/i18n/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pickLanguage } from './pickLanguage';
import { readTextsManifest, type TextFiles } from './textFiles';

const browserLanguages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];

// The built app loads texts with the code that shows them (build/texts-with-code.ts); without a manifest (dev server,
// tests) a language's texts come whole.
const manifest = readTextsManifest();

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // Texts arrive after init: loadTexts and the chunks' text files add them.
  resources: {},
  lng: pickLanguage(browserLanguages),
  fallbackLng: fallbackLanguage,
  supportedLngs: supportedLanguages,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
  // A key the build did not send along with its code: the whole language is loaded so the screen shows the text
  // after all, and said loudly when the key was there all along (the journeys fail on console errors). A key that
  // does not exist at all (a new value shown with its `defaultValue`) stays quiet.
  saveMissing: manifest !== null,
  missingKeyHandler: (_languages, _namespace, key) => void textMissing(key),
  // Screens render again when texts are added (a chunk's, or the whole language after a missing key).
  react: { bindI18nStore: 'added' },
});

const wholeLanguage: Record<Language, () => Promise<{ default: object }>> = {
  de: () => import('virtual:portal-texts/de'),
  en: () => import('virtual:portal-texts/en'),
};

const supportedOf = (language: string): Language =>
  supportedLanguages.find((candidate) => candidate === language) ?? fallbackLanguage;
const shownLanguage = () => supportedOf(i18n.resolvedLanguage ?? i18n.language);

async function textMissing(key: string): Promise<void> {
  await loadWholeLanguage(shownLanguage());
  if (i18n.exists(key))
    console.error(`Text "${key}" was not loaded with its screen (build/texts-with-code.ts).`);
}

const wholeLanguagesLoaded = new Set<Language>();

async function loadWholeLanguage(language: Language): Promise<void> {
  // Without a manifest a language present at all is whole (the tests add both in their setup).
  if (wholeLanguagesLoaded.has(language) || (!manifest && i18n.hasResourceBundle(language, 'translation')))
    return;
  const { default: texts } = await wholeLanguage[language]();
  i18n.addResourceBundle(language, 'translation', texts, true, true);
  wholeLanguagesLoaded.add(language);
}

// The text files loaded so far (the first screen's and those of every chunk since), by chunk, in every language.
const loadedTextFiles = new Map<string, TextFiles>(manifest ? [['', manifest.entry]] : []);

async function addTextFile(files: TextFiles, language: Language): Promise<void> {
  const url = new URL(files[language], import.meta.url).href;
  const { default: texts } = (await import(/* @vite-ignore */ url)) as { default: object };
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}

/** Loads one language's texts of what is loaded so far (before the first render, and before switching to it). */
export async function loadTexts(language: string): Promise<void> {
  const supported = supportedOf(language);
  if (!manifest) return loadWholeLanguage(supported);
  await Promise.all([...loadedTextFiles.values()].map((files) => addTextFile(files, supported)));
}

/** Switches the language after its texts have arrived. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadTexts(language);
  await i18n.changeLanguage(language);
}

/**
 * What the built chunks' dynamic imports call (build/texts-with-code.ts): a chunk and its texts load side by side, so
 * a screen renders with its texts. `specifier` is relative to /assets, where this module is built too.
 */
function importWithTexts(specifier: string): Promise<unknown> {
  const loading = import(/* @vite-ignore */ specifier);
  const chunk = specifier.slice(2);
  const files = manifest?.chunks[chunk];
  if (!files) return loading;
  loadedTextFiles.set(chunk, files);
  return Promise.all([loading, addTextFile(files, shownLanguage())]).then(([module]) => module);
}
Object.assign(globalThis, { __portalImport: importWithTexts });

const setDocumentLanguage = (language: string) => {
  document.documentElement.lang = language;
};
setDocumentLanguage(i18n.language);
i18n.on('languageChanged', setDocumentLanguage);
