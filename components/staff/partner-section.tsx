import Link from 'next/link';
import type { ReactNode } from 'react';
import { StaffHeader } from '@/components/staff/staff-header';
import type { Language } from '@/lib/contract/enums';
import type { StaffMember } from '@/lib/contract/staff';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

/**
 * The frame of a console page in one partner's section (its content pages, its coupons): the
 * console header, a link back (`back`: a console path and its text) and the page's heading.
 */
export function PartnerSection({ lang, me, path, back, title, children }: { lang: Language; me: StaffMember; path: string; back: { path: string; text: string }; title: string; children: ReactNode }) {
  return (
    <>
      <StaffHeader lang={lang} me={me} path={path} />
      <main id="content" className="container staff-main">
        <p>
          <Link href={staffPath(lang, back.path, routingConfig)}>{back.text}</Link>
        </p>
        <h1>{title}</h1>
        {children}
      </main>
    </>
  );
}
