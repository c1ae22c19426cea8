declare module 'virtual:portal-texts/*' {
  import type { Translation } from '@portal/i18n';

  const texts: Translation<'de'>;
  export default texts;
}
