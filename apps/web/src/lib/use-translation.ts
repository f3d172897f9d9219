import { useMemo, useSyncExternalStore } from 'react';
import type { Translator } from '@golfwallet/core/i18n/translator';
import { i18n } from './i18n';
import type { Translations } from './translations';

let version = 0;
const subscribers = new Set<() => void>();
const bump = () => {
  version += 1;
  for (const subscriber of subscribers) subscriber();
};
i18n.on('languageChanged', bump);
i18n.on('added', bump);

function subscribe(onChange: () => void) {
  subscribers.add(onChange);
  return () => subscribers.delete(onChange);
}
const getVersion = () => version;

/**
 * The page's translator for a component: `t` in the page language (or in `language` when given:
 * a page shown in a language of its own), and the translations themselves. The component renders again when the language changes or texts arrive (a new `t`
 * then, so memoised children and effects that depend on it see the change).
 */
export function useTranslation(language?: string): { t: Translator; i18n: Translations } {
  const current = useSyncExternalStore(subscribe, getVersion, getVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` stands for the language and the loaded texts.
  return useMemo(
    () => ({ t: (key, params) => i18n.translate(language ?? i18n.language, key, params), i18n }),
    [current, language],
  );
}
