import { Languages } from '@/lib/contract/enums';
import { FORM_MESSAGES, formMessagesFile } from '@/lib/i18n/form-messages';
import { loadMessages } from '@/lib/i18n/messages';
import { pickMessages } from '@/lib/i18n/pick-messages';

type Context = { params: Promise<{ file: string }> };

/** Made at build time: one file per language. */
export function generateStaticParams() {
  return Languages.map((lang) => ({ file: formMessagesFile(lang) }));
}

/**
 * A language's form messages (lib/i18n/form-messages.ts), compiled as the pages' messages are.
 * Browsers keep them ten minutes (a page load within that asks nothing); a deploy that changes
 * them reaches everyone within that time.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { file } = await params;
  const lang = Languages.find((language) => formMessagesFile(language) === file);
  if (!lang) return new Response('Not found', { status: 404 });
  return Response.json(pickMessages(await loadMessages(lang), FORM_MESSAGES), { headers: { 'Cache-Control': 'public, max-age=600' } });
}
