import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthPage } from '@/components/auth/auth-page';
import { JoinCompany } from '@/components/company/join-company';
import { FormAlert } from '@/components/forms/form-alert';
import { ClientMessages } from '@/components/layout/client-messages';
import { IntentLink } from '@/components/ui/intent-link';
import { getPartner } from '@/lib/api/partner.server';
import { checkInvitation } from '@/lib/company/invitation.server';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { publicPageMetadata } from '@/lib/seo/metadata';

// One page per mailed link: rendered on request, never cached (links would fill the cache).
export const instant = false;

type Props = { params: Promise<{ lang: string; partnerId: string; token: string }> };

/** Translated metadata with canonical and hreflang, like the other mailed links' pages, and not indexed (useful to its invitee only). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, partnerId, token } = await params;
  const partner = await getPartner(partnerId, lang as Language);
  const t = await getTranslations({ locale: lang as Language, namespace: 'company.join' });
  const name = partner?.name ?? partnerId;
  const metadata = publicPageMetadata({ lang: lang as Language, partnerId, path: `join/${token}`, title: t('title'), description: t('description', { partner: name }), siteName: name });
  return { ...metadata, robots: { index: false, follow: false } };
}

/**
 * A company invitation's link (issue #50 item 2), server-rendered as the other mailed links' pages:
 * the invitation is checked as the page opens (nothing is spent) and shows the company and the role
 * it offers, then registering, signing in to join, or joining; a link that is unknown, expired,
 * revoked or used says so at once, with no form to fill in vain.
 */
export default async function JoinPage({ params }: Props) {
  await connection();
  const { lang, partnerId, token } = await params;
  const language = lang as Language;
  // Client navigations render the page without its layouts: set the language here too (next-intl).
  setRequestLocale(language);
  const t = await getTranslations('company.join');
  const tr = await getTranslations('company.roles');
  const th = await getTranslations('company.roleHints');
  const state = await checkInvitation(language, partnerId, token);
  if (state.kind !== 'open') {
    return (
      <AuthPage title={t('title')}>
        <FormAlert kind="error">{state.kind === 'invalid' ? t('invalid') : t('unavailable')}</FormAlert>
        <p>{state.kind === 'invalid' ? t('invalidHint') : null}</p>
        <p className="auth-links">
          <IntentLink href={buildPath({ lang: language, partnerId, path: 'login' })}>{t('toLogin')}</IntentLink>
        </p>
      </AuthPage>
    );
  }
  const { invitation } = state;
  return (
    <AuthPage title={t('titleOf', { company: invitation.companyName })}>
      <p className="join-offer">{t('offer', { company: invitation.companyName, role: tr(invitation.role), email: invitation.email })}</p>
      <p className="profile-email">{th(invitation.role)}</p>
      <ClientMessages lang={language} scope="(auth)/[partnerId]/join/[token]/page">
        <JoinCompany lang={language} partnerId={partnerId} token={token} invitation={invitation} />
      </ClientMessages>
    </AuthPage>
  );
}
