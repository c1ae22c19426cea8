// Finding where a refused part stands in the formula text. mathjs nodes carry no source positions, so a
// fragment is searched for: as printed, then ignoring white space, then also ignoring round brackets (the
// printer adds and drops spaces, and adds brackets such as `x ^ (-5)` for `x ^ -5`).

export interface Located {
  /** The fragment as written in the text when it was found, else as printed. */
  fragment: string;
  /** 1-based, or null when the fragment could not be found. */
  position: number | null;
}

const SPACE = /\s/;
const SPACE_OR_BRACKET = /[\s()]/;

export function locateFragment(text: string, fragment: string): Located {
  const exact = text.indexOf(fragment);
  if (exact >= 0) return { fragment, position: exact + 1 };
  for (const skipped of [SPACE, SPACE_OR_BRACKET]) {
    const wanted = [...fragment].filter((char) => !skipped.test(char));
    if (wanted.length === 0) continue;
    for (let start = 0; start < text.length; start++) {
      const end = matchSkipping(text, start, wanted, skipped);
      if (end !== null) return { fragment: text.slice(start, end), position: start + 1 };
    }
  }
  return { fragment, position: null };
}

function matchSkipping(text: string, start: number, wanted: string[], skipped: RegExp): number | null {
  if (skipped.test(text[start])) return null;
  let at = start;
  for (const char of wanted) {
    while (at < text.length && skipped.test(text[at])) at++;
    if (text[at] !== char) return null;
    at++;
  }
  return at;
}

/** Where a name stands as a whole word (a symbol, or a called function's name). */
export function locateName(text: string, name: string): number | null {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`(?<![\\p{L}\\p{N}_$.])${escaped}(?![\\p{L}\\p{N}_$])`, 'u').exec(text);
  return found ? found.index + 1 : null;
}

const NUMBER_LITERAL = /(?<![\p{L}\p{N}_$.])(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/gu;

/** The first number literal in the text whose value is `value`. */
export function locateNumber(text: string, value: number): Located {
  for (const found of text.matchAll(NUMBER_LITERAL))
    if (Number(found[0]) === value) return { fragment: found[0], position: found.index + 1 };
  return { fragment: String(value), position: null };
}

/** The token that starts at a 1-based position (for syntax errors), or null at the end of the text. */
export function tokenAt(text: string, position: number): string | null {
  const rest = text.slice(position - 1).match(/^\s*(\S{1,20})/);
  return rest ? rest[1] : null;
}
