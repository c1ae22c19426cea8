// Server-rendered pages build HTML only through the `html` template, which escapes every
// interpolated value unless it is already SafeHtml.

export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | false | null | undefined | readonly HtmlValue[];

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and for quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let result = strings[0] ?? '';
  values.forEach((value, index) => {
    result += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(result);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (isList(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

// Array.isArray narrows to any[]; this keeps the element type.
function isList(value: HtmlValue): value is readonly HtmlValue[] {
  return Array.isArray(value);
}
