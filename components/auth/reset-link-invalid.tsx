import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';

/** SPEC §8: "the password reset link is incorrect or might have expired", with a link to ask for a new one. */
export function ResetLinkInvalid({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const t = useTranslations('auth.reset');
  return (
    <FormAlert kind="error">
      {t('invalid')} <IntentLink href={buildPath({ lang, partnerId, path: 'forgot-password' })}>{t('retry')}</IntentLink>
    </FormAlert>
  );
}
