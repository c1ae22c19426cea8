import { escapeHtml, html, trustedHtml } from './html.js';

describe('html``', () => {
  it('escapes every interpolated value', () => {
    const name = `<script>alert("x")</script> & 'y'`;
    expect(html`<p>${name}</p>`.value).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</p>',
    );
  });

  it('keeps nested templates and trusted markup, joins arrays and drops empty values', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);
    // prettier-ignore
    const out = html`<ul>${items}</ul>${null}${undefined}${false}${trustedHtml('<hr>')}${0}`;
    expect(out.value).toBe('<ul><li>a&lt;b</li><li>c</li></ul><hr>0');
  });

  it('escapes attribute quotes', () => {
    expect(escapeHtml(`" onload="x`)).toBe('&quot; onload=&quot;x');
  });

  it('refuses values that have no text form', () => {
    expect(() => html`<p>${{ name: 'x' }}</p>`).toThrow('cannot interpolate a object');
  });
});
