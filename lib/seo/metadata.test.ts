import { routingConfigFromEnv } from '@/lib/routing/config';
import { languageAlternates, privatePageMetadata, publicPageMetadata } from './metadata';

const defaults = routingConfigFromEnv({});
const texts = { title: 'Σύνδεση', description: 'Συνδεθείτε στο κατάστημα', siteName: 'Acme Supplies' };

describe('publicPageMetadata', () => {
  it('describes a Greek page without the default language prefix', () => {
    const meta = publicPageMetadata({ lang: 'el', partnerId: 'acme', path: 'login', ...texts }, defaults);
    expect(meta).toEqual({
      title: 'Σύνδεση',
      description: 'Συνδεθείτε στο κατάστημα',
      alternates: {
        canonical: '/acme/login',
        languages: { el: '/acme/login', en: '/en/acme/login', 'x-default': '/acme/login' },
      },
      openGraph: {
        type: 'website',
        title: 'Σύνδεση',
        description: 'Συνδεθείτε στο κατάστημα',
        url: '/acme/login',
        siteName: 'Acme Supplies',
        locale: 'el_GR',
        alternateLocale: ['en_US'],
      },
      robots: { index: true, follow: true },
    });
  });

  it('describes the English page with its prefix and the same alternates', () => {
    const meta = publicPageMetadata(
      { lang: 'en', partnerId: 'acme', path: 'forgot-password', title: 'Forgot password', description: 'Reset it', siteName: 'Acme' },
      defaults,
    );
    expect(meta.alternates).toEqual({
      canonical: '/en/acme/forgot-password',
      languages: { el: '/acme/forgot-password', en: '/en/acme/forgot-password', 'x-default': '/acme/forgot-password' },
    });
    expect(meta.openGraph).toMatchObject({ url: '/en/acme/forgot-password', locale: 'en_US', alternateLocale: ['el_GR'] });
    expect(meta.robots).toEqual({ index: true, follow: true });
  });

  it('follows the routing switches: another default language, trailing slashes', () => {
    const config = routingConfigFromEnv({ NEXT_PUBLIC_DEFAULT_LANGUAGE: 'en', NEXT_PUBLIC_TRAILING_SLASH: 'true' });
    const meta = publicPageMetadata({ lang: 'el', partnerId: 'hellas', path: 'register', ...texts }, config);
    expect(meta.alternates).toEqual({
      canonical: '/el/hellas/register/',
      languages: { el: '/el/hellas/register/', en: '/hellas/register/', 'x-default': '/hellas/register/' },
    });
  });
});

describe('languageAlternates', () => {
  it('omits the default prefix on the partner home', () => {
    expect(languageAlternates({ partnerId: 'acme', path: '' }, defaults)).toEqual({ el: '/acme', en: '/en/acme', 'x-default': '/acme' });
  });
});

describe('privatePageMetadata', () => {
  it('keeps authenticated pages out of the index', () => {
    expect(privatePageMetadata()).toEqual({ robots: { index: false, follow: false } });
    expect(privatePageMetadata({ title: 'Cart', robots: { index: true } })).toEqual({ title: 'Cart', robots: { index: false, follow: false } });
  });
});
