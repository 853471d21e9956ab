import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ContentPageFormLabels } from './content-page-form';

/** The content page form's texts in the request's language (the form is a client component fed no catalogue). */
export async function contentPageLabels(): Promise<ContentPageFormLabels> {
  const t = await getTranslations('staff.pages');
  const both = (key: 'fieldTitle' | 'fieldDescription' | 'fieldBody') => ({ el: t(key, { language: 'Ελληνικά' }), en: t(key, { language: 'English' }) });
  return {
    eurl: t('fieldEurl'),
    eurlHint: t('fieldEurlHint'),
    title: both('fieldTitle'),
    description: both('fieldDescription'),
    body: both('fieldBody'),
    bodyHint: t('fieldBodyHint'),
    position: t('fieldPosition'),
    positionHint: t('fieldPositionHint'),
    published: t('fieldPublished'),
    save: t('save'),
    saving: t('saving'),
  };
}
