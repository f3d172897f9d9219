import { isLocale, LOCALES, type Locale } from '@golfwallet/core/i18n/locales';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { changeLocale, currentLocale } from '../../../lib/i18n';
import { LANGUAGE_NAMES } from '../../../lib/language-sites';

/**
 * More → Language (spec §2 "language change"): every language the app has texts in, each named in
 * itself as the header's picker names it (not Intl.DisplayNames: a browser without Icelandic data
 * says "Icelandic", and Node says "Norsk bokmål").
 */
export function LanguagePage() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Locale>(currentLocale());
  const [busy, setBusy] = useState(false);
  const id = useId();
  return (
    <form
      className="feedback"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        try {
          await changeLocale(chosen);
        } finally {
          setBusy(false);
        }
      }}
    >
      <h1 className="app-title">{t('app.language.title')}</h1>
      <div className="field">
        <label htmlFor={id} className="field__label">
          {t('app.language.choose')}
        </label>
        <select
          id={id}
          className="field__input"
          value={chosen}
          onChange={(event) => isLocale(event.target.value) && setChosen(event.target.value)}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" busy={busy} className="button--block">
        {t('app.language.save')}
      </Button>
    </form>
  );
}
