import { redirect } from 'next/navigation';
import type { Language } from '@/lib/contract/enums';
import { PROFILE_HOME } from '@/lib/profile/menu';
import { buildPath } from '@/lib/routing/paths';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

/** `profile` alone opens the first section, the account. */
export default async function ProfilePage({ params }: Props) {
  const { lang, partnerId } = await params;
  redirect(buildPath({ lang: lang as Language, partnerId, path: PROFILE_HOME }));
}
