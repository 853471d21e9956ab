import { getFormatter, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { Language } from '@/lib/contract/enums';
import type { StaffAuditList } from '@/lib/contract/staff-audit';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { auditActionKey, auditChangeLines } from '@/lib/staff/audit-change';
import { onBehalfRouteOf } from '@/lib/rules/impersonated-action';
import { StaffPager } from './staff-pager';
import { TableScroll } from '@/components/staff/table-scroll';

/** One page of the audit log: when, who (name and role), the action, the record (an order links to its page), what changed. */
export async function AuditTable({ lang, list, search }: { lang: Language; list: StaffAuditList; search: URLSearchParams }) {
  const t = await getTranslations('staff.audit');
  const roles = await getTranslations('staff.roles');
  const format = await getFormatter();
  if (list.items.length === 0) return <p>{t('empty')}</p>;
  const actionName = (action: string) => {
    // A write made while shopping as the customer (issue #44 item 6) is named by its customer API route.
    const route = onBehalfRouteOf(action);
    if (route) return t('onBehalf', { route });
    return t.has(`actions.${auditActionKey(action)}` as never) ? t(`actions.${auditActionKey(action)}` as never) : action;
  };
  return (
    <>
      <p role="status">{t('count', { total: list.total })}</p>
      <TableScroll label={t('title')}>
        <table className="staff-table staff-audit">
          <thead>
            <tr>
              <th scope="col">{t('columns.at')}</th>
              <th scope="col">{t('columns.who')}</th>
              <th scope="col">{t('columns.action')}</th>
              <th scope="col">{t('columns.target')}</th>
              <th scope="col">{t('columns.change')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((e) => (
              <tr key={e.id}>
                <td>{format.dateTime(new Date(e.at), { dateStyle: 'medium', timeStyle: 'medium' })}</td>
                <td>
                  {e.staff.name}
                  <span className="staff-return-comment">{roles.has(e.staff.role as never) ? roles(e.staff.role as never) : e.staff.role}</span>
                </td>
                <td>{actionName(e.action)}</td>
                <td>
                  {e.target.kind === 'order' ? <Link href={staffPath(lang, `orders/${e.target.id}`, routingConfig)}>{e.target.label}</Link> : (e.target.label ?? `#${e.target.id}`)}
                  {e.target.partner && <span className="staff-return-comment">{e.target.partner}</span>}
                </td>
                <td>
                  {auditChangeLines(e.before, e.after).map((line) => (
                    <span key={line} className="staff-audit-change">
                      {line}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <StaffPager lang={lang} page="audit" list={list} search={search} />
    </>
  );
}
