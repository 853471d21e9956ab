import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import type { EmbedGateLabels } from './embed-gate';

/** The placeholder's words in a language (messages `consent.embed`). */
export async function embedGateLabels(lang: Language): Promise<EmbedGateLabels> {
  const t = await getTranslations({ locale: lang, namespace: 'consent.embed' });
  const notice = { video: 'noticeVideo', map: 'noticeMap', content: 'noticeContent' } as const;
  const load = { video: 'loadVideo', map: 'loadMap', content: 'loadContent' } as const;
  return {
    notice: (p) => `${t(notice[p.kind], { name: p.name, company: p.company })} ${t('warning', { company: p.company })}`,
    load: (kind) => t(load[kind]),
    open: (host) => t('open', { host }),
  };
}
