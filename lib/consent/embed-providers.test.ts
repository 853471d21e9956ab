import { DEFAULT_IFRAME_HOSTS } from '@/lib/content/iframe-hosts';
import { embedProviderOfHost, embedProviderOfSrc, embedProvidersOf } from './embed-providers';

describe('embed providers', () => {
  it('names the company behind each default host, once', () => {
    const providers = embedProvidersOf(DEFAULT_IFRAME_HOSTS);
    expect(providers.map((p) => p.id)).toEqual(['youtube', 'vimeo', 'google-maps', 'openstreetmap']);
    expect(providers.find((p) => p.id === 'youtube')).toMatchObject({ company: 'Google Ireland Ltd', kind: 'video', months: 6 });
    expect(providers.find((p) => p.id === 'openstreetmap')).toMatchObject({ kind: 'map', months: null });
  });

  it('knows a frame by its source', () => {
    expect(embedProviderOfSrc('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')?.name).toBe('YouTube');
    expect(embedProviderOfSrc('https://www.google.com/maps/embed?pb=1')?.kind).toBe('map');
    expect(embedProviderOfSrc('not a url')).toBeUndefined();
  });

  it('names an unknown host by itself, with the duration left to it', () => {
    expect(embedProviderOfHost('Media.Example.GR')).toEqual({ id: 'media.example.gr', name: 'media.example.gr', company: 'media.example.gr', kind: 'content', months: null, unknownDuration: true });
  });
});
