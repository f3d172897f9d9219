import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { usePressThrottle } from '../../../lib/press-throttle';
import { useCountries, useGeoip } from '../../../lib/reference-queries';
import { browser } from '../../../lib/browser';
import {
  federationSignInUrl,
  rememberUnionSignInFrom,
  SWEDEN,
  swedenSignInPath,
} from '../../../lib/union-sign-in';
import { defaultSignInCountry } from '../model/golf-union-sign-in';

/**
 * Country of residence and "Sign in with golf union" (spec §2): Sweden goes to our MinGolf form,
 * every other country to the federation sign-in, which returns to /register/oauth-consumer. In the
 * app (/app/…) both stay in the app: its own MinGolf screen, and the return is handed on to its own.
 */
export function GolfUnionSignIn({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const countries = useCountries();
  const geoip = useGeoip();
  const tryPress = usePressThrottle();
  const selectId = useId();
  const [chosen, setChosen] = useState<string>();

  // Only the unions that can sign in here: another country's sign-in would always end in "not available".
  const signInCountries = (countries.data ?? []).filter((entry) => entry.union_sign_in);
  const served = signInCountries.map((country) => country.country_code);
  const country = chosen ?? defaultSignInCountry(geoip.data?.country_code, served);

  const signIn = () => {
    if (!tryPress()) return;
    if (country === SWEDEN) {
      onLeave?.();
      navigate(swedenSignInPath(pathname));
    } else {
      rememberUnionSignInFrom(pathname);
      browser.assign(federationSignInUrl(country, window.location.origin));
    }
  };

  return (
    <div className="golf-union-sign-in">
      <SelectField
        id={selectId}
        label={t('auth.golfUnion.country')}
        value={country}
        onChange={(event) => setChosen(event.target.value)}
        options={signInCountries.map((entry) => ({
          value: entry.country_code,
          label: entry.countryName,
        }))}
        error={countries.isError ? countries.error.message || t('auth.golfUnion.countriesFailed') : undefined}
        disabled={countries.isPending}
      />
      <Button className="golf-union-sign-in__button" onClick={signIn} disabled={countries.isPending}>
        {t('auth.golfUnion.signIn')}
      </Button>
    </div>
  );
}
