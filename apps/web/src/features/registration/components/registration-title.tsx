import { useTranslation } from '../../../lib/use-translation';
import { useRegistrationDraft } from '../model/draft-store';
import { flowSteps, type StepName } from '../model/steps';

/**
 * The heading and the document title of a sign-up step (spec §2): the union title all along the
 * union member's flow (the shared contact and password steps included), the non-union title on
 * the non-member's; the document title names the flow and the step, e.g. "Sign up as a union
 * member – Step 2 of 3 – GolfWallet".
 */
export function RegistrationTitle({ step }: { step: StepName }) {
  const { t } = useTranslation();
  const { data } = useRegistrationDraft();
  const isMember = data.is_member === true;
  const title = isMember ? t('registration.titles.union') : t('registration.titles.nonUnion');
  const steps = flowSteps(isMember);
  const counter = t('registration.steps.counter', {
    current: steps.indexOf(step) + 1,
    total: steps.length,
  });
  return (
    <>
      <title>{`${title} – ${counter} – ${t('common.appName')}`}</title>
      <h1>{title}</h1>
    </>
  );
}
