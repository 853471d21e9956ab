import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps ordinary rich text', () => {
    expect(sanitizeRichText('<h2>Hi</h2><p><strong>bold</strong> <a href="/x">link</a></p><ul><li>a</li></ul>')).toBe(
      '<h2>Hi</h2><p><strong>bold</strong> <a href="/x">link</a></p><ul><li>a</li></ul>',
    );
  });
  it('removes scripts, handlers and javascript: links', () => {
    const out = sanitizeRichText('<p onclick="x()">a</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">b</a>');
    expect(out).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(out).toContain('<p>a</p>');
  });
  it('allows https iframes (video embeds) and drops others', () => {
    const kept = sanitizeRichText('<iframe src="https://www.youtube-nocookie.com/embed/abc" allowfullscreen=""></iframe>');
    expect(kept).toContain('<iframe src="https://www.youtube-nocookie.com/embed/abc"');
    expect(sanitizeRichText('<iframe src="javascript:alert(1)"></iframe>')).not.toContain('iframe');
    expect(sanitizeRichText('<iframe srcdoc="<script>alert(1)</script>" src="https://a.example"></iframe>')).not.toContain('srcdoc');
  });
  it('answers a repeated text from memory with the same clean result', () => {
    const dirty = '<p onclick="x()">same</p><script>alert(1)</script>';
    const first = sanitizeRichText(dirty);
    expect(sanitizeRichText(dirty)).toBe(first);
    expect(first).toBe('<p>same</p>');
  });
});
