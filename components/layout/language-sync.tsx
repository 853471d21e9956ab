'use client';

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { localizationAtom, rememberLanguage } from '@/lib/session/language';

/**
 * Records the language of the page being shown (SPEC §3): `I18N_LANGUAGE` (storage and cookie),
 * the saved `language` setting, and the persisted localisation store.
 */
export function LanguageSync({ lang }: { lang: Language }) {
  const setLocalization = useSetAtom(localizationAtom);
  useEffect(() => {
    rememberLanguage(lang);
    setLocalization({ defaultLanguage: routingConfig.defaultLanguage, currentLanguage: lang });
  }, [lang, setLocalization]);
  return null;
}
