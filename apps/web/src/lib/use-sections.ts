import type { Locale } from '@golfwallet/core/i18n/locales';
import { useEffect, useState } from 'react';
import type { WebSection } from './i18n-bundles';
import { ensureSections, hasSection } from './i18n';

export type SectionsStatus = 'loading' | 'ready' | 'error';

/**
 * Loads translation sections that are not in the first bundle (long legal and help texts, or
 * another language's page texts) and tells when they are there.
 */
export function useSections(locale: Locale, sections: readonly WebSection[]) {
  const key = `${locale}:${sections.join(',')}`;
  const present = sections.every((section) => hasSection(locale, section));
  const [result, setResult] = useState<{ key: string; status: SectionsStatus }>({
    key,
    status: present ? 'ready' : 'loading',
  });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for locale and sections; `attempt` retries.
  useEffect(() => {
    let live = true;
    if (sections.every((section) => hasSection(locale, section))) {
      setResult({ key, status: 'ready' });
      return;
    }
    setResult({ key, status: 'loading' });
    ensureSections(locale, sections).then(
      () => live && setResult({ key, status: 'ready' }),
      () => live && setResult({ key, status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const status: SectionsStatus = present ? 'ready' : result.key === key ? result.status : 'loading';
  return { status, retry: () => setAttempt((value) => value + 1) };
}
