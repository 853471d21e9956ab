import { totpQrDataUri } from './totp-qr';

const decode = (dataUri: string) => Buffer.from(dataUri.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

describe('totpQrDataUri', () => {
  const uri = 'otpauth://totp/Partner%20Storefront:a%40shop.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Partner%20Storefront';

  it('is an SVG image as a data URI, the same for the same URI', () => {
    const image = totpQrDataUri(uri);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(decode(image)).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(totpQrDataUri(uri)).toBe(image);
  });

  it('differs for another key, and holds no markup from the URI', () => {
    expect(totpQrDataUri(uri.replace('JBSW', 'KBSW'))).not.toBe(totpQrDataUri(uri));
    expect(decode(totpQrDataUri(`${uri}&x=<script>`))).not.toContain('<script>');
  });
});
