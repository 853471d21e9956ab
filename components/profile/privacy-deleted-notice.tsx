'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { FormAlert } from '@/components/forms/form-alert';

const noSubscription = () => () => undefined;
const deletedReason = () => new URLSearchParams(window.location.search).get('reason') === 'deleted';

/**
 * The login page's notice after an account was deleted (issue #49 item 2): the profile's privacy
 * page lands there with `?reason=deleted`. Read in the browser once hydrated: the login page is the
 * same for every visitor (cached).
 */
export function PrivacyDeletedNotice() {
  const t = useTranslations('auth.login');
  const deleted = useSyncExternalStore(noSubscription, deletedReason, () => false);
  return deleted ? <FormAlert kind="success">{t('accountDeleted')}</FormAlert> : null;
}
