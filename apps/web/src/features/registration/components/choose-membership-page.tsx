import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { dispatchDraft, registrationDraft } from '../model/draft-store';
import { useRegistrationNavigate } from '../hooks/use-registration-navigate';

/** /register/email (spec §2): union member (3 steps) or not (2 steps). */
export function ChooseMembershipPage() {
  const { t } = useTranslation();
  const goTo = useRegistrationNavigate();

  const choose = (isMember: boolean) => {
    // Switching flows starts the draft over, so no union data rides along with a non-member; a
    // prefilled draft (?data=) that has not chosen a flow yet keeps its data.
    const chosen = registrationDraft.get().data.is_member;
    if (chosen !== undefined && chosen !== isMember) dispatchDraft({ type: 'abort' });
    dispatchDraft({ type: 'set', data: { is_member: isMember } });
    goTo(isMember ? 'union' : 'nonUnion');
  };

  return (
    <>
      <h1>{t('registration.choose.title')}</h1>
      <div className="registration__choices">
        <div className="registration__choice">
          <Button onClick={() => choose(true)} aria-describedby="choose-union-hint">
            {t('registration.choose.union')}
          </Button>
          <p id="choose-union-hint" className="field__hint">
            {t('registration.choose.unionHint')}
          </p>
        </div>
        <div className="registration__choice">
          <Button variant="secondary" onClick={() => choose(false)} aria-describedby="choose-non-union-hint">
            {t('registration.choose.nonUnion')}
          </Button>
          <p id="choose-non-union-hint" className="field__hint">
            {t('registration.choose.nonUnionHint')}
          </p>
        </div>
      </div>
    </>
  );
}
