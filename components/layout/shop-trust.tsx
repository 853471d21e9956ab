import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { serverEnv } from '@/lib/config/server-env';
import { shopConfig } from '@/lib/config/shop-config.server';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { paymentMarks } from '@/lib/rules/payment-marks';

/** Brand names are written as brands are, in every language; the rest is translated. */
const BRANDS = { visa: 'Visa', mastercard: 'Mastercard', paypal: 'PayPal' } as const;

/**
 * Who sells, how to reach them, how to pay and how goods travel (issue #46): the seller's company
 * details and contact from the shop's configuration (lib/config/shop-config.ts), the ways to pay
 * the checkout takes and its delivery methods as text marks (no third-party logos). Above the
 * footer's page links on the shop's pages and its content pages; not on the sign-in pages, whose
 * HTML is kept small. The same for every visitor: no request data.
 */
export async function ShopTrust({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'trust' });
  const { company, contact } = shopConfig();
  const marks = paymentMarks(serverEnv().PAYMENT_PROVIDERS);
  return (
    <section className="shop-trust" aria-label={t('label')}>
      <div className="container shop-trust-grid">
        <div>
          <h2>{t('seller')}</h2>
          <p>
            <strong>{company.name[lang]}</strong>
            <br />
            {company.address[lang]}
            <br />
            {t('vat')} {company.vatNumber} · {t('taxOffice')} {company.taxOffice} · {t('registry')} {company.registryNumber}
          </p>
        </div>
        <div>
          <h2>{t('contact')}</h2>
          <ul className="trust-links">
            <li>
              <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
            </li>
            <li>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              <Link href={buildPath({ lang, partnerId, path: 'profile/return-order' })} prefetch={false}>
                {t('returnOrder')}
              </Link>
            </li>
          </ul>
        </div>
        <Marks title={t('payment')} marks={marks.map((mark) => ({ key: mark, label: mark === 'cod' ? t('cod') : BRANDS[mark] }))} />
        <Marks
          title={t('shipping')}
          marks={[
            { key: 'courier', label: t('courier') },
            { key: 'boxnow', label: 'Box Now' },
            { key: 'pickup', label: t('storePickup') },
          ]}
        />
      </div>
    </section>
  );
}

/** A column of text marks (a way to pay or to deliver each), under its heading. */
function Marks({ title, marks }: { title: string; marks: { key: string; label: string }[] }) {
  return (
    <div>
      <h2>{title}</h2>
      <ul className="trust-marks">
        {marks.map(({ key, label }) => (
          <li key={key} className={`trust-mark trust-mark-${key}`}>
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
