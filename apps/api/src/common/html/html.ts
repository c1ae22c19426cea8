// Server-side HTML with escaping by default: every value put into an html`` template is escaped
// unless it is itself the result of html`` (or of trustedHtml for markup we wrote ourselves).

export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

export const trustedHtml = (markup: string): SafeHtml => new SafeHtml(markup);

function fragment(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(fragment).join('');
  if (value === null || value === undefined || value === false) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return escapeHtml(String(value));
  // An object here is a template bug ('[object Object]' in a printed document).
  throw new TypeError(`html\`\`: cannot interpolate a ${typeof value}`);
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0];
  values.forEach((value, i) => (out += fragment(value) + strings[i + 1]));
  return new SafeHtml(out);
}
