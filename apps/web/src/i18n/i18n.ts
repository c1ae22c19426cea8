import { fallbackLanguage, resources, supportedLanguages } from '@portal/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pickLanguage } from './pickLanguage';

const browserLanguages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: pickLanguage(browserLanguages),
  fallbackLng: fallbackLanguage,
  supportedLngs: supportedLanguages,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
});

const setDocumentLanguage = (language: string) => {
  document.documentElement.lang = language;
};
setDocumentLanguage(i18n.language);
i18n.on('languageChanged', setDocumentLanguage);
