import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { dispatchDraft, registrationDraft, useRegistrationDraft } from '../model/draft-store';
import { UnionStepForm } from './union-step-form';
import { useRegistrationNavigate } from '../hooks/use-registration-navigate';

/**
 * /register/golf-id (spec §2, "Sign-up step 1"): union, golf ID and birth date, checked by the
 * server, then on to the contact step as a union member; or register without a golf ID.
 */
export function GolfIdPage() {
  const { t } = useTranslation();
  const goTo = useRegistrationNavigate();
  const { data } = useRegistrationDraft();

  const withoutGolfId = () => {
    if (registrationDraft.get().data.is_member !== false) dispatchDraft({ type: 'abort' });
    dispatchDraft({ type: 'set', data: { is_member: false } });
    goTo('nonUnion');
  };

  return (
    <>
      <h1>{t('registration.golfId.title')}</h1>
      <p>{t('registration.golfId.intro')}</p>
      <UnionStepForm
        initial={data}
        onChecked={(checked) => {
          dispatchDraft({ type: 'set', data: checked });
          goTo('nonUnion');
        }}
      />
      <p className="registration__alternative">
        <Button variant="link" onClick={withoutGolfId}>
          {t('registration.golfId.withoutGolfId')}
        </Button>
      </p>
    </>
  );
}
