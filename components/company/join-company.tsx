'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { useMessage } from '@/components/forms/use-message';
import { toApiError } from '@/lib/api/errors';
import type { InvitationCheck } from '@/lib/contract/companies';
import type { Language } from '@/lib/contract/enums';
import { joinCompany } from '@/lib/company/company-api';
import { signInToJoinSearch } from '@/lib/company/join-form';
import { buildPath } from '@/lib/routing/paths';
import { useSession } from '@/lib/session/use-session';
import { JoinRegisterForm } from './join-register-form';

type Props = { lang: Language; partnerId: string; token: string; invitation: InvitationCheck };

/**
 * The join page's action (issue #50 item 2): signed in, "Join {company}" as the signed-in account
 * (the invitation's e-mail must be theirs); not signed in, a new person registers here (the mailed
 * link proved their address: no registration code, no verification), and an e-mail that has an
 * account signs in first and comes back here.
 */
export function JoinCompany({ lang, partnerId, token, invitation }: Props) {
  const t = useTranslations('company.join');
  const session = useSession();
  const message = useMessage();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [joined, setJoined] = useState(false);
  const joinPath = buildPath({ lang, partnerId, path: `join/${token}` });
  const companyHref = buildPath({ lang, partnerId, path: 'profile/company' });

  if (joined) {
    return (
      <>
        <FormAlert kind="success">{t('joined', { company: invitation.companyName })}</FormAlert>
        <p>
          <IntentLink className="button-primary" href={companyHref}>
            {t('toCompany')}
          </IntentLink>
        </p>
      </>
    );
  }
  if (session.isAuthenticated) {
    const join = async () => {
      if (pending) return;
      setPending(true);
      setError(undefined);
      try {
        await joinCompany(token);
        setJoined(true);
        // The whole app reads the company again (menu, cart, checkout).
        window.location.assign(companyHref);
      } catch (failure) {
        const apiError = await toApiError(failure);
        setError(apiError.key === 'invitation_wrong_account' ? t('wrongAccount', { email: invitation.email }) : message(apiError.key, 'errors.unknown'));
      } finally {
        setPending(false);
      }
    };
    return (
      <div className="join-signed-in">
        {error && <FormAlert kind="error">{error}</FormAlert>}
        <p>{t('signedInAs', { email: session.eml ?? '' })}</p>
        <button type="button" className="button-primary" aria-busy={pending} aria-disabled={pending || undefined} onClick={() => void join()}>
          {t('join', { company: invitation.companyName })}
        </button>
      </div>
    );
  }
  if (invitation.accountExists) {
    return (
      <div className="join-sign-in">
        <p>{t('accountExists', { email: invitation.email })}</p>
        <IntentLink className="button-primary" href={buildPath({ lang, partnerId, path: 'login' }) + signInToJoinSearch(joinPath)}>
          {t('signInToJoin')}
        </IntentLink>
      </div>
    );
  }
  return <JoinRegisterForm lang={lang} partnerId={partnerId} token={token} invitation={invitation} />;
}
