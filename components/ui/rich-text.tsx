import type { Language } from '@/lib/contract/enums';
import { embedGateLabels } from '@/lib/content/embed-gate-labels';
import { sanitizeRichText } from '@/lib/content/sanitize';

/**
 * Server-rendered rich text, always sanitised (SPEC §9: iframes allowed). With `lang` (the
 * storefront) every embedded frame is a click-to-load placeholder in that language until the
 * visitor allows third-party content (decision 0094); without it (the staff console's previews)
 * the frames stay.
 */
export async function RichText({ html, className, lang }: { html: string; className?: string; lang?: Language }) {
  const gate = lang ? { key: lang, labels: await embedGateLabels(lang) } : undefined;
  return <div className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html, { gate }) }} />;
}
