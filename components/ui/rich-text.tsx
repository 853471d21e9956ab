import { sanitizeRichText } from '@/lib/content/sanitize';

/** Server-rendered rich text, always sanitised (SPEC §9: iframes allowed). */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
