import { createHash } from 'node:crypto';
import { type Plugin, type Rolldown } from 'vite';
import type { TextFiles, TextsManifest } from '../src/i18n/textFiles.ts';

type OutputChunk = Rolldown.OutputChunk;

type TextTree = { readonly [key: string]: unknown };

/** The facts of one built chunk the plan needs. */
export interface ChunkFacts {
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/** The text parts per file: those of the first screen (the entry and its static imports) and per lazy chunk. */
export interface TextsPlan {
  entry: string[];
  chunks: Map<string, string[]>;
}

const isTree = (value: unknown): value is TextTree => typeof value === 'object' && value !== null;

/**
 * The text parts (`area.section`, a first-level key of an area) built code refers to. A key is spelled in the code as
 * a string starting with its area: a literal (`'patients.list.title'`) or the head of a template
 * (`` `orders.status.${status}` ``). A head that does not name a section (`` `errors.${code}` ``) takes the whole area.
 */
export function textPartsIn(code: string, texts: TextTree): Set<string> {
  const parts = new Set<string>();
  for (const [, area, section] of code.matchAll(/["'`]([A-Za-z]+)\.([A-Za-z0-9_]*)/g)) {
    const areaTexts = texts[area];
    if (!isTree(areaTexts)) continue;
    if (section in areaTexts) parts.add(`${area}.${section}`);
    else for (const key of Object.keys(areaTexts)) parts.add(`${area}.${key}`);
  }
  return parts;
}

/**
 * Which texts travel with which code: the first screen gets the parts of the entry chunk and everything it imports
 * statically; a chunk loaded on demand gets the parts of its own static closure that the first screen does not have.
 */
export function planTexts(chunks: readonly ChunkFacts[], texts: TextTree): TextsPlan {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const partsOf = new Map(chunks.map((chunk) => [chunk.fileName, textPartsIn(chunk.code, texts)]));
  const closureParts = (start: string): Set<string> => {
    const seen = new Set<string>();
    const parts = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const part of partsOf.get(name) ?? []) parts.add(part);
      for (const imported of byName.get(name)?.imports ?? []) visit(imported);
    };
    visit(start);
    return parts;
  };
  const entry = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closureParts(chunk.fileName)]),
  );
  const lazy = new Set(chunks.flatMap((chunk) => chunk.dynamicImports));
  const planned = new Map<string, string[]>();
  for (const name of lazy) {
    const own = [...closureParts(name)].filter((part) => !entry.has(part)).sort();
    if (own.length > 0) planned.set(name, own);
  }
  return { entry: [...entry].sort(), chunks: planned };
}

/** One language's texts of the given parts, as nested as in @portal/i18n. */
export function textsOfParts(
  parts: readonly string[],
  texts: TextTree,
): Record<string, Record<string, unknown>> {
  const picked: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    const [area, section] = part.split('.');
    picked[area] ??= {};
    picked[area][section] = (texts[area] as TextTree)[section];
  }
  return picked;
}

// A chunk's own dynamic imports, as the bundler prints them: import(`./PatientsListPage-DGESwxR7.js`).
const DYNAMIC_IMPORT = /\bimport\((["'`])\.\/([\w.-]+\.js)\1\)/g;

/** The app's import that brings a chunk's texts along (src/i18n/textFiles.ts); every dynamic import of a chunk goes through it. */
export function withTextImports(code: string): string {
  return code.replace(DYNAMIC_IMPORT, (_match, _quote, file: string) => `__portalImport("./${file}")`);
}

/**
 * Texts travel with the code that shows them, instead of one file with every text of a language (34 kB gzip) before
 * the first screen. The build plans which text parts each lazy chunk needs (planTexts), writes one small module per
 * language and chunk (`assets/texts-<language>-<hash>.js`), routes the chunks' dynamic imports through
 * `__portalImport`, which loads a chunk and its texts side by side, and puts the map into index.html. The dev server
 * and the tests keep the whole language (src/i18n/i18n.ts).
 */
export function textsWithCode(): Plugin {
  return {
    name: 'portal-texts-with-code',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const { resources } = await import('@portal/i18n');
      const languages = Object.keys(resources) as (keyof typeof resources)[];
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const plan = planTexts(chunks, resources.de.translation);
      const emit = (parts: string[]): TextFiles =>
        Object.fromEntries(
          languages.map((language) => {
            const texts = textsOfParts(parts, resources[language].translation);
            const source = `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});\n`;
            const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
            const fileName = `texts-${language}-${hash}.js`;
            this.emitFile({ type: 'asset', fileName: `assets/${fileName}`, source });
            return [language, fileName];
          }),
        ) as TextFiles;
      const manifest: TextsManifest = {
        entry: emit(plan.entry),
        chunks: Object.fromEntries(
          [...plan.chunks].map(([name, parts]) => [name.replace(/^assets\//, ''), emit(parts)]),
        ),
      };
      for (const chunk of chunks) chunk.code = withTextImports(chunk.code);
      // Vite's HTML plugin has emitted index.html by now (its transformIndexHtml hooks run before this).
      const html = bundle['index.html'];
      if (html?.type !== 'asset')
        return this.error('index.html is not in the bundle: the text map has no place');
      html.source = withManifest(String(html.source), manifest);
    },
  };
}

/** index.html with the manifest as data (not a script: the policy allows scripts from files only). */
function withManifest(html: string, manifest: TextsManifest): string {
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  return html.replace(
    '</head>',
    `<script type="application/json" id="portal-texts">${json}</script>\n</head>`,
  );
}
