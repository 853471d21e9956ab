import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';
import '@/components/staff/staff.css';

/** Every console page reads the staff cookie: rendered per request, never prerendered. */
export const instant = false;

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff' });
  return privatePageMetadata({ title: { default: t('title'), template: `%s · ${t('title')}` } });
}

/** The staff console (issue #17 item 3): its own pages under `/{lang?}/staff`, apart from every shop. */
export default function StaffLayout({ children }: Props) {
  return <div className="staff-shell">{children}</div>;
}
