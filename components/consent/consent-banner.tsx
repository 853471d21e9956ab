import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CONSENT_MAX_AGE_SECONDS } from '@/lib/consent/consent-cookie';
import { embedProvidersOf } from '@/lib/consent/embed-providers';
import { parseIframeHosts } from '@/lib/content/iframe-hosts';
import { PRIVACY_PAGE_EURL } from '@/lib/content/legal-pages';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { LANGUAGE_COOKIE_MAX_AGE } from '@/lib/session/language';
import { ConsentActions } from './consent-actions';
import { ConsentTable, type ConsentRow } from './consent-table';

const SECONDS_PER_MONTH = 30 * 24 * 60 * 60;

/**
 * The consent dialog (issue #49 item 1, decision 0094), rendered on the server in the page's
 * language and hidden: the page is the same for every visitor (cached), so the browser shows the
 * first layer only when no choice is stored (consent-runtime.ts). First layer: "Reject all" and
 * "Accept all", same look, one click each, and "Settings". Second layer (a modal dialog): each
 * optional purpose with its third parties and durations, nothing ticked in advance.
 */
export async function ConsentBanner({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'consent' });
  const months = (seconds: number) => t('months', { count: Math.round(seconds / SECONDS_PER_MONTH) });
  const necessary: ConsentRow[] = [
    { name: 'usr_fe_session, usr_fe_at, usr_fe_*', party: t('theShop'), purpose: t('cookieSession'), duration: t('untilLogout') },
    { name: 'I18N_LANGUAGE', party: t('theShop'), purpose: t('cookieLanguage'), duration: months(LANGUAGE_COOKIE_MAX_AGE) },
    { name: 'checkout:* (sessionStorage)', party: t('theShop'), purpose: t('cookieDraft'), duration: t('sessionOnly') },
    { name: 'shop_consent', party: t('theShop'), purpose: t('cookieConsent'), duration: months(CONSENT_MAX_AGE_SECONDS) },
  ];
  const preferences: ConsentRow[] = [{ name: 'recently-viewed:* (localStorage)', party: t('theShop'), purpose: t('cookieRecent'), duration: t('untilCleared') }];
  const purpose = { video: t('purposeVideo'), map: t('purposeMap'), content: t('purposeContent') } as const;
  const embeds: ConsentRow[] = embedProvidersOf(parseIframeHosts(process.env.RICH_TEXT_IFRAME_HOSTS)).map((p) => ({
    name: p.name,
    party: p.company,
    purpose: purpose[p.kind],
    duration: p.unknownDuration ? t('partyDecides') : p.months === null ? t('sessionOnly') : t('months', { count: p.months }),
  }));
  const columns = { name: t('colName'), party: t('colParty'), purpose: t('colPurpose'), duration: t('colDuration') };
  const privacyHref = buildPath({ lang, partnerId, path: `pages/${PRIVACY_PAGE_EURL}` });
  return (
    <>
      <section id="consent-banner" className="consent-banner" aria-labelledby="consent-title" hidden>
        <div className="container">
          <h2 id="consent-title">{t('title')}</h2>
          <p>
            {t('intro')}{' '}
            <Link href={privacyHref} prefetch={false}>
              {t('privacyLink')}
            </Link>
          </p>
          <ConsentActions actions={[['reject', t('reject')], ['accept', t('accept')], ['settings', t('settings')]]} />
        </div>
      </section>
      <dialog id="consent-settings" className="modal modal-wide consent-dialog" aria-labelledby="consent-settings-title">
        <form method="dialog" className="modal-body" data-consent-form>
          <h2 id="consent-settings-title">{t('settingsTitle')}</h2>
          <p>{t('settingsIntro')}</p>
          <fieldset>
            <legend>{t('necessaryTitle')}</legend>
            <p>{t('necessaryText')}</p>
            <p className="consent-always">{t('alwaysOn')}</p>
            <ConsentTable rows={necessary} columns={columns} />
          </fieldset>
          <fieldset>
            <legend>{t('preferencesTitle')}</legend>
            <p>{t('preferencesText')}</p>
            <label className="consent-choice">
              <input type="checkbox" name="preferences" /> {t('allow', { purpose: t('preferencesTitle') })}
            </label>
            <ConsentTable rows={preferences} columns={columns} />
          </fieldset>
          <fieldset>
            <legend>{t('embedsTitle')}</legend>
            <p>{t('embedsText')}</p>
            <label className="consent-choice">
              <input type="checkbox" name="embeds" /> {t('allow', { purpose: t('embedsTitle') })}
            </label>
            <ConsentTable rows={embeds} columns={columns} />
          </fieldset>
          <ConsentActions actions={[['reject', t('reject')], ['accept', t('accept')], ['save', t('save')], ['close', t('close')]]} />
        </form>
      </dialog>
    </>
  );
}
