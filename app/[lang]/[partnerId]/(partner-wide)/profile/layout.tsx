import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/layout/client-messages';
import { ProfileMenu } from '@/components/profile/profile-menu';
import type { Language } from '@/lib/contract/enums';

type Props = { children: ReactNode; params: Promise<{ lang: string; partnerId: string }> };

/**
 * The profile area (SPEC §2, issue #7): the profile menu beside the section (above it on narrow
 * screens). Each section page renders its own `<main id="content">` and heading. Middleware lets
 * only a live session in.
 */
export default async function ProfileLayout({ children, params }: Props) {
  const { lang, partnerId } = await params;
  setRequestLocale(lang as Language);
  return (
    <div className="container profile-layout">
      <ClientMessages lang={lang as Language} scope="[partnerId]/(partner-wide)/profile/layout">
        <ProfileMenu lang={lang as Language} partnerId={partnerId} />
      </ClientMessages>
      {children}
    </div>
  );
}
