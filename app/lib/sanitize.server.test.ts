import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.server.ts';

describe('sanitizeHtml', () => {
  it('keeps formatting, lists, tables and safe links', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> <a href="/page/about">About</a></p><ul><li>x</li></ul><table><tr><td>1</td></tr></table>';
    expect(sanitizeHtml(html)).toContain('<strong>Bold</strong>');
    expect(sanitizeHtml(html)).toContain('<a href="/page/about"');
    expect(sanitizeHtml(html)).toContain('<td>1</td>');
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror="alert(1)">', '<img src="x" loading="lazy" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<p style="position:fixed" onclick="x()">p</p>', '<p>p</p>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<form action="https://evil.example"><input name=a></form>', ''],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'x'],
  ])('neutralises %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it('opens other sites safely', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
  });
});
