import type { resources } from '@portal/i18n';

type Texts = (typeof resources)['de']['translation'];

/**
 * The texts the browser shows. The server's own areas (mails, PDF documents) stay out of the key type: nothing in
 * the web app speaks them, and with them the key union (~2,900 keys) passes what TypeScript can compare (TS2859,
 * "Excessive complexity comparing types", across the whole program).
 */
type BrowserTexts = Omit<Texts, 'mails' | 'documents'>;

// Makes `t('some.key')` a compile error when the key does not exist.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: BrowserTexts };
  }
}
