import { isLocale, LOCALES, type Locale, toLocale } from '@golfwallet/core/i18n/locales';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/current-user';
import { changeLocale, currentLocale } from '../../../lib/i18n';
import { LANGUAGE_NAMES } from '../../../lib/language-sites';
import { useUpdateProfile } from '../api/update-profile';

type Outcome = 'saved' | 'accountNotSaved' | null;

/**
 * More → Language (spec §2 "language change"): every language the app has texts in, each named in
 * itself as the header's picker names it (not Intl.DisplayNames: a browser without Icelandic data
 * says "Icelandic", and Node says "Norsk bokmål"). The choice is the account's language too
 * (language_default, PATCH /user), so mails and SMS follow it (issue 34, item 2); when the account
 * cannot be updated the app still changes and says the account did not.
 */
export function LanguagePage() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const update = useUpdateProfile();
  const [chosen, setChosen] = useState<Locale>(currentLocale());
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const id = useId();
  return (
    <form
      className="feedback"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setOutcome(null);
        let next: Outcome = 'saved';
        try {
          if (user && toLocale(user.language_default) !== chosen) {
            await update.mutateAsync({ language_default: chosen }).catch(() => {
              next = 'accountNotSaved';
            });
          }
          await changeLocale(chosen);
        } finally {
          setBusy(false);
          setOutcome(next);
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
          onChange={(event) => {
            if (!isLocale(event.target.value)) return;
            setChosen(event.target.value);
            setOutcome(null);
          }}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
      {outcome === 'saved' && (
        <p className="app-success" role="status">
          {t('app.language.saved')}
        </p>
      )}
      {outcome === 'accountNotSaved' && (
        <p className="app-alert" role="alert">
          {t('app.language.accountNotSaved')}
        </p>
      )}
      <Button type="submit" busy={busy} className="button--block">
        {t('app.language.save')}
      </Button>
    </form>
  );
}
