import type { resources } from '@portal/i18n';

// Makes `t('some.key')` a compile error when the key does not exist.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof resources)['de'];
  }
}
