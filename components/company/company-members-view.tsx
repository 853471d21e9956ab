'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { useModal } from '@/components/ui/use-modal';
import type { CompanyMember } from '@/lib/contract/companies';
import type { Language } from '@/lib/contract/enums';
import { fetchMembers } from '@/lib/company/company-api';
import { companyKeys } from '@/lib/company/query-keys';
import { useSession } from '@/lib/session/use-session';
import { CompanyFrame } from './company-frame';
import { InvitationsSection } from './invitations-section';
import { MemberCard } from './member-card';
import { REMOVE_MEMBER_MODAL, RemoveMemberDialog } from './remove-member-dialog';

/** The company's members and invitations (issue #50 item 2), for its admin. */
export function CompanyMembersView({ lang, partnerId }: { lang: Language; partnerId: string }) {
  return (
    <CompanyFrame lang={lang} partnerId={partnerId} section="members">
      {() => (
        <>
          <Members partnerId={partnerId} />
          <InvitationsSection partnerId={partnerId} />
        </>
      )}
    </CompanyFrame>
  );
}

/** Each member's role, spending limit, period and always-needs-approval, saved per member; removal after a confirmation. */
function Members({ partnerId }: { partnerId: string }) {
  const t = useTranslations('company.members');
  const session = useSession();
  const members = useQuery({ queryKey: companyKeys.members(partnerId, session.id), queryFn: fetchMembers, enabled: session.isAuthenticated });
  const modal = useModal(REMOVE_MEMBER_MODAL);
  const [removing, setRemoving] = useState<CompanyMember>();

  if (members.isError) {
    return (
      <div role="alert" className="form-alert form-alert-error">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button-secondary" onClick={() => void members.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!members.data) return <FullPageSpinner />;
  return (
    <section aria-labelledby="company-members" className="company-section">
      <h2 id="company-members">{t('title')}</h2>
      <p className="profile-email">{t('intro')}</p>
      <ul className="company-members">
        {members.data.map((member) => (
          <MemberCard
            key={`${member.id}-${member.role}-${member.spendingLimitCents ?? ''}-${member.limitPeriod}-${member.alwaysNeedsApproval}`}
            partnerId={partnerId}
            member={member}
            onRemove={() => {
              setRemoving(member);
              modal.open();
            }}
          />
        ))}
      </ul>
      <RemoveMemberDialog partnerId={partnerId} member={removing} onClosed={() => setRemoving(undefined)} />
    </section>
  );
}
