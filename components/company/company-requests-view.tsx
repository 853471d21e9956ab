'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import type { Company } from '@/lib/contract/companies';
import type { Language } from '@/lib/contract/enums';
import type { PurchaseRequestSummary } from '@/lib/contract/purchase-requests';
import { companyKeys } from '@/lib/company/query-keys';
import { fetchRequests } from '@/lib/company/requests-api';
import { useSession } from '@/lib/session/use-session';
import { CompanyFrame } from './company-frame';
import { DecideDialogs, type Deciding } from './decide-dialogs';
import { RequestCard } from './request-card';

/**
 * Purchase requests (issue #50 item 4): an approver (or the admin) sees the company's, the ones
 * waiting first with Approve and Decline; a buyer sees their own and what became of each.
 */
export function CompanyRequestsView({ lang, partnerId }: { lang: Language; partnerId: string }) {
  return (
    <CompanyFrame lang={lang} partnerId={partnerId} section="requests">
      {(company) => <Requests lang={lang} partnerId={partnerId} company={company} />}
    </CompanyFrame>
  );
}

function Requests({ lang, partnerId, company }: { lang: Language; partnerId: string; company: Company }) {
  const t = useTranslations('company.requests');
  const session = useSession();
  const approver = company.me.permissions.includes('approve_requests');
  const [deciding, setDeciding] = useState<Deciding>();
  const requests = useQuery({ queryKey: companyKeys.requests(partnerId, session.id), queryFn: () => fetchRequests({ pageSize: 50 }), enabled: session.isAuthenticated });

  if (requests.isError) {
    return (
      <div role="alert" className="form-alert form-alert-error">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button-secondary" onClick={() => void requests.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!requests.data) return <FullPageSpinner />;
  const waiting = requests.data.items.filter((r) => r.state === 'waiting');
  const decided = requests.data.items.filter((r) => r.state !== 'waiting');
  const list = (items: readonly PurchaseRequestSummary[]) => (
    <ul className="company-requests">
      {items.map((request) => (
        <RequestCard key={request.id} lang={lang} partnerId={partnerId} request={request} onDecide={(kind) => setDeciding({ kind, request })} />
      ))}
    </ul>
  );
  return (
    <>
      <p>{approver ? t('introApprover') : t('introBuyer')}</p>
      <section aria-labelledby="requests-waiting" className="company-section">
        <h2 id="requests-waiting">{t('waiting')}</h2>
        {waiting.length === 0 ? <p className="profile-email">{t('noneWaiting')}</p> : list(waiting)}
      </section>
      <section aria-labelledby="requests-decided" className="company-section">
        <h2 id="requests-decided">{t('decided')}</h2>
        {decided.length === 0 ? <p className="profile-email">{t('noneDecided')}</p> : list(decided)}
      </section>
      <DecideDialogs partnerId={partnerId} deciding={deciding} onClosed={() => setDeciding(undefined)} />
    </>
  );
}
