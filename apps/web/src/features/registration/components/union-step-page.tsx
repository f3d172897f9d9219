import { useTranslation } from '../../../lib/use-translation';
import { dispatchDraft, useRegistrationDraft } from '../model/draft-store';
import { RegistrationTitle } from './registration-title';
import { RequireStepData } from './require-step-data';
import { StepIndicator } from './step-indicator';
import { UnionStepForm } from './union-step-form';
import { useRegistrationNavigate } from '../hooks/use-registration-navigate';

/** /register/union: step 1 of 3 for union members (spec §2). */
export function UnionStepPage() {
  return (
    <RequireStepData step="union">
      <UnionStep />
    </RequireStepData>
  );
}

function UnionStep() {
  const { t } = useTranslation();
  const goTo = useRegistrationNavigate();
  const { data } = useRegistrationDraft();
  return (
    <>
      <RegistrationTitle step="union" />
      <StepIndicator isMember current="union" />
      <p>{t('registration.union.intro')}</p>
      <UnionStepForm
        initial={data}
        onChecked={(checked) => {
          dispatchDraft({ type: 'set', data: checked });
          goTo('nonUnion');
        }}
      />
    </>
  );
}
