import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { usePressThrottle } from '../../../lib/press-throttle';
import { useCountries } from '../../../lib/reference-queries';
import { currentLocale } from '../../../lib/i18n';
import { session } from '../../../lib/storage';
import { useSections } from '../../../lib/use-sections';
import {
  federationSignInUrl,
  rememberUnionSignInFrom,
  SWEDEN,
  swedenSignInPath,
} from '../../../lib/union-sign-in';

/** Full-page navigation to the union's sign-in, behind one object so tests can observe it. */
export const unionNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/**
 * Golf IDs on the profile (spec §1: link, add or replace a golf ID): the golfer signs in at their
 * union (Sweden on our MinGolf form) and the union's verified golf ID is added to this account
 * when they come back, to the profile they left (the app's in the app). One press per 5 seconds.
 */
export function GolfIdLinkSection({ defaultCountry }: { defaultCountry: string | null }) {
  // The golf-ID texts are not among the profile's: fetched with the section, shown once here.
  const texts = useSections(currentLocale(), ['federation']).status;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const countries = useCountries();
  const tryPress = usePressThrottle();
  const headingId = useId();
  const selectId = useId();
  const [chosen, setChosen] = useState<string>();
  // Only the unions that can sign in here: another country's sign-in would always end in "not available".
  const signInCountries = (countries.data ?? []).filter((entry) => entry.union_sign_in);
  const served = signInCountries.map((country) => country.country_code);
  const fallback = served.length === 0 || served.includes('DK') ? 'DK' : served[0]!;
  const country = chosen ?? (defaultCountry && served.includes(defaultCountry) ? defaultCountry : fallback);

  const link = () => {
    if (!tryPress()) return;
    session.set('federationPurpose', 'link');
    if (country === SWEDEN) navigate(swedenSignInPath(pathname));
    else {
      rememberUnionSignInFrom(pathname);
      unionNavigation.assign(federationSignInUrl(country, window.location.origin));
    }
  };

  if (texts !== 'ready') return null;
  return (
    <section className="profile__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('federation.profileTitle')}</h2>
      <p>{t('federation.profileIntro')}</p>
      <SelectField
        id={selectId}
        label={t('federation.profileCountry')}
        value={country}
        onChange={(event) => setChosen(event.target.value)}
        options={signInCountries.map((entry) => ({
          value: entry.country_code,
          label: entry.countryName,
        }))}
        disabled={countries.isPending}
      />
      <Button onClick={link} disabled={countries.isPending}>
        {t('federation.profileLink')}
      </Button>
    </section>
  );
}
