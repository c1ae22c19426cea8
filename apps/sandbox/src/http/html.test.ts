import { describe, expect, it } from 'vitest';
import { escapeHtml, html, SafeHtml } from './html.js';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('html', () => {
  it('escapes interpolated text', () => {
    expect(html`<p>${'<script>alert(1)</script>'}</p>`.value).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('escapes inside attributes', () => {
    expect(html`<a href="${'/x?a=1&b="2"'}"></a>`.value).toBe('<a href="/x?a=1&amp;b=&quot;2&quot;"></a>');
  });

  it('keeps SafeHtml and nested templates as they are', () => {
    const inner = html`<b>${'&'}</b>`;
    expect(html`<p>${inner}${new SafeHtml('<i>ok</i>')}</p>`.value).toBe('<p><b>&amp;</b><i>ok</i></p>');
  });

  it('joins arrays and drops null, undefined and false', () => {
    const items = ['<a>', html`<b>b</b>`];
    expect(html`<p>${items}${null}${undefined}${false}${0}</p>`.value).toBe('<p>&lt;a&gt;<b>b</b>0</p>');
  });
});
