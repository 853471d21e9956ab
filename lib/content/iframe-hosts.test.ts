import { EnvError, parseServerEnv } from '@/lib/config/server-env';
import { DEFAULT_IFRAME_HOSTS, frameSources, iframeHostListProblem, isAllowedIframeSrc, parseIframeHosts } from './iframe-hosts';

describe('iframe host list', () => {
  it('defaults to the usual video and map hosts', () => {
    expect(parseIframeHosts(undefined)).toEqual(DEFAULT_IFRAME_HOSTS);
    expect(DEFAULT_IFRAME_HOSTS).toEqual(['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com', 'www.google.com/maps', 'www.openstreetmap.org']);
  });
  it('reads a comma-separated list (case and spaces ignored); empty is unset, none allows no iframe', () => {
    expect(parseIframeHosts(' Video.Example.org , maps.example.org/embed/ ')).toEqual(['video.example.org', 'maps.example.org/embed']);
    expect(parseIframeHosts('')).toEqual(DEFAULT_IFRAME_HOSTS);
    expect(parseIframeHosts('none')).toEqual([]);
  });
  it('names a bad entry', () => {
    expect(iframeHostListProblem('www.youtube.com,player.vimeo.com')).toBeUndefined();
    expect(iframeHostListProblem('none')).toBeUndefined();
    expect(iframeHostListProblem('https://www.youtube.com')).toMatch(/https:\/\/www\.youtube\.com/);
    expect(iframeHostListProblem('*.example.org')).toBeDefined();
    expect(iframeHostListProblem('evil.example:8443')).toBeDefined();
    expect(iframeHostListProblem('a b')).toBeDefined();
    expect(iframeHostListProblem('example.org/path?q')).toBeDefined();
  });
  it('allows https URLs on a listed host (and under its path, when the entry has one)', () => {
    const hosts = ['www.youtube.com', 'www.google.com/maps'];
    expect(isAllowedIframeSrc('https://www.youtube.com/embed/x', hosts)).toBe(true);
    expect(isAllowedIframeSrc('HTTPS://WWW.YOUTUBE.COM/embed/x', hosts)).toBe(true);
    expect(isAllowedIframeSrc('https://www.google.com/maps/embed?pb=1', hosts)).toBe(true);
    expect(isAllowedIframeSrc('https://www.google.com/maps', hosts)).toBe(true);
    expect(isAllowedIframeSrc('https://www.google.com/mapsx', hosts)).toBe(false);
    expect(isAllowedIframeSrc('https://www.google.com/', hosts)).toBe(false);
    expect(isAllowedIframeSrc('https://youtube.com/embed/x', hosts)).toBe(false);
    expect(isAllowedIframeSrc('https://user:pw@www.youtube.com/embed/x', hosts)).toBe(false);
    expect(isAllowedIframeSrc('http://www.youtube.com/embed/x', hosts)).toBe(false);
    expect(isAllowedIframeSrc('https://www.youtube.com:444/embed/x', hosts)).toBe(false);
    expect(isAllowedIframeSrc('not a url', hosts)).toBe(false);
  });
  it('gives the CSP frame-src sources of a list', () => {
    expect(frameSources(['www.youtube.com', 'www.google.com/maps'])).toEqual(['https://www.youtube.com', 'https://www.google.com/maps/']);
  });

  it('is validated with the rest of the environment, naming the variable and the entry', () => {
    expect(parseServerEnv({ RICH_TEXT_IFRAME_HOSTS: 'www.youtube.com, maps.example.org/embed' }).RICH_TEXT_IFRAME_HOSTS).toBe('www.youtube.com, maps.example.org/embed');
    expect(() => parseServerEnv({ RICH_TEXT_IFRAME_HOSTS: 'www.youtube.com,https://evil.example' })).toThrow(EnvError);
    expect(() => parseServerEnv({ RICH_TEXT_IFRAME_HOSTS: 'https://evil.example' })).toThrow(/RICH_TEXT_IFRAME_HOSTS: "https:\/\/evil\.example"/);
  });
});
