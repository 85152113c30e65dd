import { describe, expect, it } from 'vitest';
import { sanitizePageHtml } from '#app/lib/sanitize.server.ts';

describe('sanitizePageHtml', () => {
  it('keeps headings, lists, tables, images and basic formatting', () => {
    const html =
      '<h2>Our promise</h2><p><strong>Fair</strong> <em>prices</em></p><ul><li>One</li></ul>' +
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>' +
      '<img src="https://cdn.test/a.png" alt="A">';
    const out = sanitizePageHtml(html);
    expect(out).toContain('<h2>Our promise</h2>');
    expect(out).toContain('<strong>Fair</strong> <em>prices</em>');
    expect(out).toContain('<ul><li>One</li></ul>');
    expect(out).toContain('<th scope="col">A</th>');
    expect(out).toContain('<td colspan="2">1</td>');
    expect(out).toContain('<img src="https://cdn.test/a.png" alt="A" loading="lazy" />');
  });

  it('keeps http(s), mailto, tel and relative links, always with rel=noopener', () => {
    for (const href of [
      'https://x.test/a',
      'http://x.test',
      'mailto:a@b.test',
      'tel:+123',
      '/page/faq',
    ]) {
      const out = sanitizePageHtml(`<a href="${href}">x</a>`);
      expect(out).toBe(`<a href="${href}" rel="noopener noreferrer">x</a>`);
    }
    expect(sanitizePageHtml('<a href="/x" rel="opener" target="_blank">x</a>')).toBe(
      '<a href="/x" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)" onmouseover="x()">ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>', '<img src="x" loading="lazy" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    [
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="//evil.test/x">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<img src="javascript:alert(1)">', '<img loading="lazy" />'],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img loading="lazy" />'],
    ['<p style="background:url(javascript:alert(1))">ok</p>', '<p>ok</p>'],
    ['<iframe src="https://evil.test"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<object data="x.swf"></object><embed src="x.swf"><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
    ['<math><mtext><img src=x onerror=alert(1)></mtext></math>', '<img src="x" loading="lazy" />'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<form action="https://evil.test"><input name="p"><button>Go</button></form>', 'Go'],
    ['<meta http-equiv="refresh" content="0;url=https://evil.test"><p>ok</p>', '<p>ok</p>'],
    ['<base href="https://evil.test/"><p>ok</p>', '<p>ok</p>'],
    ['<p>a</p><!-- <script>alert(1)</script> -->', '<p>a</p>'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  ])('neutralises %s', (input, expected) => {
    const out = sanitizePageHtml(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/<script|javascript:|\son\w+=|<iframe|style=/i);
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizePageHtml(null)).toBe('');
    expect(sanitizePageHtml(undefined)).toBe('');
    expect(sanitizePageHtml('')).toBe('');
  });
});

describe('sanitizePageHtml, kept results', () => {
  it('answers the same cleaned text for the same HTML again, and a new text for changed HTML', () => {
    const html = '<p onclick="x()">Kept <script>alert(1)</script>text</p>';
    const first = sanitizePageHtml(html);
    expect(first).toBe('<p>Kept text</p>');
    expect(sanitizePageHtml(html)).toBe(first);
    expect(sanitizePageHtml(`${html}<em>more</em>`)).toBe('<p>Kept text</p><em>more</em>');
  });
});
