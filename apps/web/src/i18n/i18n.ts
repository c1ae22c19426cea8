import { fallbackLanguage, type Language, supportedLanguages } from '@portal/i18n/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pickLanguage } from './pickLanguage';

const browserLanguages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // Each language's texts are a chunk of their own (build/texts-per-language.ts): loadTexts adds them.
  resources: {},
  lng: pickLanguage(browserLanguages),
  fallbackLng: fallbackLanguage,
  supportedLngs: supportedLanguages,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
});

const textsOf: Record<Language, () => Promise<{ default: object }>> = {
  de: () => import('virtual:portal-texts/de'),
  en: () => import('virtual:portal-texts/en'),
};

/** Loads one language's texts once (the shown one before the first render, another before switching to it). */
export async function loadTexts(language: string): Promise<void> {
  const supported = supportedLanguages.find((candidate) => candidate === language) ?? fallbackLanguage;
  if (i18n.hasResourceBundle(supported, 'translation')) return;
  const { default: texts } = await textsOf[supported]();
  i18n.addResourceBundle(supported, 'translation', texts);
}

/** Switches the language after its texts have arrived. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadTexts(language);
  await i18n.changeLanguage(language);
}

const setDocumentLanguage = (language: string) => {
  document.documentElement.lang = language;
};
setDocumentLanguage(i18n.language);
i18n.on('languageChanged', setDocumentLanguage);
