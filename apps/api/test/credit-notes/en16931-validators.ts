import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The official EN 16931 validation artefacts for CII (CEN/TC 434, release 1.3.16, vendored unchanged in
// vendor/en16931-cii): the UN/CEFACT CII D16B XSD, checked with xmllint, and the business rules as XSLT 2.0,
// run with Saxon-HE on Java. `npm test` installs Debian's packages for both when they are missing
// (scripts/lib/install.mjs); a machine without them fails here with what to install, it never skips.
const artefacts = join(import.meta.dirname, '../../../../vendor/en16931-cii');
const XSD = join(artefacts, 'xsd/uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd');
const XSLT = join(artefacts, 'xslt/EN16931-CII-validation.xslt');
const SAXON = process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar';

export interface FailedRule {
  id: string;
  flag: string;
  text: string;
}

export interface En16931Report {
  /** xmllint's complaints against the CII D16B schema; empty when valid. */
  schemaErrors: string[];
  /** Every failed assert of the schematron with flag "fatal". */
  fatal: FailedRule[];
  /** Failed asserts with any other flag (warnings). */
  warnings: FailedRule[];
}

function requireTools(): void {
  const missing = [
    spawnSync('xmllint', ['--version']).error ? 'xmllint (Debian: libxml2-utils)' : null,
    spawnSync('java', ['-version']).error ? 'java (Debian: default-jre-headless)' : null,
    existsSync(SAXON) ? null : `Saxon-HE at ${SAXON} (Debian: libsaxonhe-java)`,
  ].filter(Boolean);
  if (missing.length)
    throw new Error(`The EN 16931 validators need ${missing.join(', ')}; npm test installs them on Debian.`);
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

function failedAsserts(svrl: string): FailedRule[] {
  const rules: FailedRule[] = [];
  for (const match of svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)) {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(match[1])?.[1] ?? '';
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(match[2])?.[1] ?? '';
    rules.push({ id: attribute('id'), flag: attribute('flag'), text: unescape(text.trim()) });
  }
  return rules;
}

/**
 * Validates documents with both official artefacts. Saxon compiles the rules once for all of them (a few
 * seconds), so pass every document of a test in one call.
 */
export function validateEn16931(documents: Record<string, string>): Record<string, En16931Report> {
  requireTools();
  const dir = mkdtempSync(join(tmpdir(), 'en16931-'));
  try {
    const input = join(dir, 'in');
    const output = join(dir, 'out');
    mkdirSync(input);
    mkdirSync(output);
    const names = Object.keys(documents);
    names.forEach((name, index) => writeFileSync(join(input, `${index}.xml`), documents[name]));
    execFileSync(
      'java',
      ['-cp', SAXON, 'net.sf.saxon.Transform', `-s:${input}`, `-xsl:${XSLT}`, `-o:${output}`],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    return Object.fromEntries(
      names.map((name, index) => {
        const file = join(input, `${index}.xml`);
        const lint = spawnSync('xmllint', ['--noout', '--schema', XSD, file], { encoding: 'utf8' });
        const schemaErrors =
          lint.status === 0
            ? []
            : lint.stderr.split('\n').filter((line) => line && !line.endsWith('fails to validate'));
        const rules = failedAsserts(readFileSync(join(output, `${index}.xml`), 'utf8'));
        return [
          name,
          {
            schemaErrors,
            fatal: rules.filter((rule) => rule.flag === 'fatal'),
            warnings: rules.filter((rule) => rule.flag !== 'fatal'),
          },
        ];
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
