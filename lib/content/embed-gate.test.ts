import { sanitizeRichText } from './sanitize';
import type { EmbedGateLabels } from './embed-gate';

const labels: EmbedGateLabels = {
  notice: (p) => `From ${p.name} (${p.company}), ${p.months ?? 'session'}`,
  load: (kind) => `Load ${kind}`,
  open: (host) => `Open on ${host}`,
};
const gate = { key: 'en', labels };
const video = '<p>Watch:</p><iframe src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" title="Big &quot;Buck&quot; <Bunny>" width="560" height="315" allow="encrypted-media; camera" allowfullscreen></iframe>';

describe('click-to-load embeds', () => {
  it('replaces the frame by a placeholder that names the third party and loads nothing', () => {
    const html = sanitizeRichText(video, { gate });
    expect(html).not.toContain('<iframe');
    expect(html).toContain('<div class="embed-gate embed-gate--video"');
    expect(html).toContain('data-embed-src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"');
    expect(html).toContain('From YouTube (Google Ireland Ltd), 6');
    expect(html).toContain('<button type="button" class="button-secondary" data-embed-load="">Load video</button>');
    expect(html).toContain('<a href="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" target="_blank" rel="noopener noreferrer">Open on www.youtube-nocookie.com</a>');
  });

  it('keeps the sanitised attributes to rebuild the frame, escaped', () => {
    const html = sanitizeRichText(video, { gate });
    // The sanitiser's sandbox, referrer policy and harmless permissions travel with it; the camera does not.
    expect(html).toContain('data-embed-allow="encrypted-media"');
    expect(html).toContain('data-embed-sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"');
    expect(html).toContain('data-embed-referrerpolicy="strict-origin-when-cross-origin"');
    expect(html).toContain('data-embed-title="Big &quot;Buck&quot; &lt;Bunny&gt;"');
    expect(html).toContain('data-embed-allowfullscreen=""');
  });

  it('still removes what the sanitiser removes, and leaves text without frames alone', () => {
    const html = sanitizeRichText('<iframe src="https://evil.example/x"></iframe><script>alert(1)</script><p onclick="x()">Hi</p>', { gate });
    expect(html).toBe('<p>Hi</p>');
  });

  it('remembers gated and ungated results apart, and per language', () => {
    expect(sanitizeRichText(video)).toContain('<iframe');
    expect(sanitizeRichText(video, { gate })).not.toContain('<iframe');
    const greek = sanitizeRichText(video, { gate: { key: 'el', labels: { ...labels, load: () => 'Φόρτωση βίντεο' } } });
    expect(greek).toContain('Φόρτωση βίντεο');
    expect(sanitizeRichText(video, { gate })).toContain('Load video');
  });

  it('names a map as a map', () => {
    const html = sanitizeRichText('<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=1"></iframe>', { gate });
    expect(html).toContain('embed-gate--map');
    expect(html).toContain('From OpenStreetMap (OpenStreetMap Foundation), session');
  });
});
