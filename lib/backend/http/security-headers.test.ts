import { createHash } from 'node:crypto';
import { AUTO_POST_SCRIPT } from '../routes/sandboxes/page';
import { apiContentSecurityPolicy } from './security-headers';

describe('apiContentSecurityPolicy', () => {
  it('loads nothing, runs only the sandboxes auto-post script and posts forms only to the shop', () => {
    const hash = createHash('sha256').update('document.forms[0].submit()').digest('base64');
    expect(AUTO_POST_SCRIPT).toBe('document.forms[0].submit()');
    expect(apiContentSecurityPolicy('https://shop.example/base/')).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; style-src 'unsafe-inline'; form-action 'self' https://shop.example; frame-ancestors 'none'; base-uri 'none'`,
    );
  });
});
