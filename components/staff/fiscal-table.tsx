import { getFormatter, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { Language } from '@/lib/contract/enums';
import type { StaffFiscalList } from '@/lib/contract/staff-fiscal';
import { invoiceTypeName } from '@/lib/fiscal/mydata-codes';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { FiscalResendForm, type FiscalFormState } from './fiscal-resend-form';
import { TableScroll } from './table-scroll';

/** A sales invoice (domestic or intra-Community): what a correction with a new invoice applies to. */
const isSaleInvoice = (type: string) => type === '1.1' || type === '1.2';

/**
 * One page of the fiscal documents (decision 0070): the document (series, year, number; what a
 * credit note credits), its type, the order, the partner, when it was issued, its total, and what
 * myDATA answered: the MARK and its QR link, the reasons it was refused, or the fault it waits on.
 * An Employee gets the refused ones' Resend (and an invoice's buyer correction), and a transmitted
 * sales invoice's correction with a new invoice (decision 0080).
 */
export async function FiscalTable({ lang, list, filter, canResend, formFor }: { lang: Language; list: StaffFiscalList; filter?: string; canResend: boolean; formFor?: { id: number; state: FiscalFormState } }) {
  const t = await getTranslations('staff.fiscal');
  const format = await getFormatter();
  const typeName = (type: string) => {
    const key = invoiceTypeName(type);
    return key ? t(`types.${key}`) : type;
  };
  if (list.items.length === 0) return <p>{t('empty')}</p>;
  return (
    <>
      <p role="status">{t('count', { total: list.total })}</p>
      <TableScroll label={t('title')}>
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('columns.document')}</th>
              <th scope="col">{t('columns.type')}</th>
              <th scope="col">{t('columns.order')}</th>
              <th scope="col">{t('columns.partner')}</th>
              <th scope="col">{t('columns.issued')}</th>
              <th scope="col" className="amount">
                {t('columns.total')}
              </th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col">{t('columns.mydata')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((doc) => (
              <tr key={doc.id} data-testid="fiscal-row">
                <td>
                  {doc.label}
                  {doc.creditsLabel && <span className="staff-return-comment">{t('credits', { label: doc.creditsLabel })}</span>}
                  {doc.replacesLabel && <span className="staff-return-comment">{t('replaces', { label: doc.replacesLabel })}</span>}
                </td>
                <td>{typeName(doc.invoiceType)}</td>
                <td>
                  <Link href={staffPath(lang, `orders/${doc.orderId}`, routingConfig)}>{doc.orderNumber}</Link>
                </td>
                <td>{doc.partner}</td>
                <td>{format.dateTime(new Date(doc.issuedAt), { dateStyle: 'medium', timeStyle: 'short' })}</td>
                <td className="amount">{format.number(doc.totalCents / 100, { style: 'currency', currency: 'EUR' })}</td>
                <td>{t(`status.${doc.status}`)}</td>
                <td>
                  {doc.mark && (
                    <>
                      {t('mark', { mark: doc.mark })}
                      {doc.qrUrl && (
                        <>
                          {' '}
                          <a href={doc.qrUrl} rel="noopener noreferrer" target="_blank">
                            {t('qr')}
                          </a>
                        </>
                      )}
                    </>
                  )}
                  {doc.status === 'rejected' && <span className="staff-fiscal-reason">{t('rejection', { reason: doc.rejection ?? '' })}</span>}
                  {doc.cancellationMark && <span className="staff-fiscal-reason">{t('cancelledMark', { mark: doc.cancellationMark })}</span>}
                  {(doc.status === 'pending' || doc.status === 'cancelling') && doc.lastError && <span className="staff-fiscal-reason">{t('waiting', { attempts: doc.attempts, error: doc.lastError })}</span>}
                  {doc.status === 'rejected' && canResend && <FiscalResendForm lang={lang} doc={doc} filter={filter} state={formFor?.id === doc.id ? formFor.state : undefined} />}
                  {doc.status === 'transmitted' && canResend && isSaleInvoice(doc.invoiceType) && (
                    <FiscalResendForm lang={lang} doc={doc} filter={filter} state={formFor?.id === doc.id ? formFor.state : undefined} reissue />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
