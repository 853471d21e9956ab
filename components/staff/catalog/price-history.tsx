import { getFormatter, getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import type { StaffProduct } from '@/lib/contract/staff-catalog';
import { formatMoney } from '@/lib/i18n/money';

/** A product's latest list prices, newest first: the price, from when, and where it was set (console, API, import, initial data). */
export async function PriceHistory({ lang, history }: { lang: Language; history: StaffProduct['priceHistory'] }) {
  const t = await getTranslations('staffCatalog.editor');
  const format = await getFormatter();
  if (history.length === 0) return null;
  return (
    <section className="catalog-section" aria-labelledby="price-history-heading">
      <h2 id="price-history-heading">{t('priceHistory')}</h2>
      <ul className="catalog-history">
        {history.map((entry) => (
          <li key={`${entry.validFrom}-${entry.priceCents}`}>
            {t('priceFrom', {
              price: formatMoney(entry.priceCents, lang),
              date: format.dateTime(new Date(entry.validFrom), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Athens' }),
              source: t(`sources.${entry.source}`),
            })}
            {entry.staffEmail && <span className="staff-return-comment">{entry.staffEmail}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
