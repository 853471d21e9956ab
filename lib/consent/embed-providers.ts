/**
 * Who is behind an embedded frame (issue #49 item 1): the third party the click-to-load
 * placeholder and the consent dialog name, with how long its cookies may last. Pure; the
 * allowed hosts are lib/content/iframe-hosts.ts's (RICH_TEXT_IFRAME_HOSTS). A host without an
 * entry here is named by its host name, and its cookies' duration is "as the third party sets".
 */
export type EmbedKind = 'video' | 'map' | 'content';
export type EmbedProvider = {
  id: string;
  name: string;
  company: string;
  kind: EmbedKind;
  /** How long the third party's cookies may last; null: only for the visit (or none). */
  months: number | null;
  /** Whether the duration is the third party's own, unknown to the shop. */
  unknownDuration?: boolean;
  privacyUrl?: string;
};

type Known = EmbedProvider & { hosts: readonly string[] };

const KNOWN: readonly Known[] = [
  { id: 'youtube', name: 'YouTube', company: 'Google Ireland Ltd', kind: 'video', months: 6, privacyUrl: 'https://policies.google.com/privacy', hosts: ['www.youtube.com', 'www.youtube-nocookie.com', 'youtube.com'] },
  { id: 'vimeo', name: 'Vimeo', company: 'Vimeo.com, Inc.', kind: 'video', months: 24, privacyUrl: 'https://vimeo.com/privacy', hosts: ['player.vimeo.com'] },
  { id: 'google-maps', name: 'Google Maps', company: 'Google Ireland Ltd', kind: 'map', months: 6, privacyUrl: 'https://policies.google.com/privacy', hosts: ['www.google.com', 'maps.google.com'] },
  { id: 'openstreetmap', name: 'OpenStreetMap', company: 'OpenStreetMap Foundation', kind: 'map', months: null, privacyUrl: 'https://osmfoundation.org/wiki/Privacy_Policy', hosts: ['www.openstreetmap.org'] },
];

const strip = ({ hosts: _hosts, ...provider }: Known): EmbedProvider => provider;

/** The provider of a host name (lower-case, no port). */
export function embedProviderOfHost(host: string): EmbedProvider {
  const known = KNOWN.find((entry) => entry.hosts.includes(host.toLowerCase()));
  return known ? strip(known) : { id: host.toLowerCase(), name: host.toLowerCase(), company: host.toLowerCase(), kind: 'content', months: null, unknownDuration: true };
}

/** The provider of a frame's source URL; undefined when it is not a URL. */
export function embedProviderOfSrc(src: string): EmbedProvider | undefined {
  try {
    return embedProviderOfHost(new URL(src).hostname);
  } catch {
    return undefined;
  }
}

/** The third parties of a list of allowed iframe entries (`host` or `host/path`), each once, in list order. */
export function embedProvidersOf(entries: readonly string[]): EmbedProvider[] {
  const seen = new Map<string, EmbedProvider>();
  for (const entry of entries) {
    const provider = embedProviderOfHost(entry.split('/')[0] ?? entry);
    if (!seen.has(provider.id)) seen.set(provider.id, provider);
  }
  return [...seen.values()];
}
