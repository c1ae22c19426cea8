import { type Plugin } from 'vite';

const PREFIX = 'virtual:portal-texts/';

/**
 * `virtual:portal-texts/de` and `/en`: one language's texts as a module of their own, generated from @portal/i18n at
 * build time. Every area file of @portal/i18n holds both languages side by side (the compiler checks they have the
 * same keys), so importing the package would ship both; the browser loads only the language it shows.
 */
export function textsPerLanguage(): Plugin {
  return {
    name: 'portal-texts-per-language',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const language = id.slice(PREFIX.length + 1);
      const { resources } = await import('@portal/i18n');
      if (!(language in resources)) throw new Error(`@portal/i18n has no language "${language}"`);
      const texts = resources[language as keyof typeof resources].translation;
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
    },
  };
}
