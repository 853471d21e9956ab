import { isStorableText, isWellEncodedPath, toWellFormed } from './well-formed-text';

describe('well-formed text', () => {
  it('isStorableText refuses NUL and lone surrogates only', () => {
    expect(isStorableText('Ελληνικά 😀')).toBe(true);
    for (const bad of ['\u0000', 'a\ud800', '\udc00b', '\ud83d\ud83d']) expect(isStorableText(bad)).toBe(false);
  });
  it('toWellFormed replaces each lone surrogate and keeps pairs', () => {
    expect(toWellFormed('a\ud800b😀\udc00')).toBe('a\ufffdb😀\ufffd');
  });
  it('isWellEncodedPath refuses escapes that are not UTF-8 (an encoded surrogate included)', () => {
    for (const path of ['/api/Products/%FF', '/acme/resetpassword/abc%C0%AF', '/a/%E0%A4%A', '/a/%', '/a/%ED%A0%80']) expect(isWellEncodedPath(path)).toBe(false);
    for (const path of ['/el/acme/products/%CE%B1', '/a/%20b', '/a/b', '/', '/a/b%00']) expect(isWellEncodedPath(path)).toBe(true);
  });
});
