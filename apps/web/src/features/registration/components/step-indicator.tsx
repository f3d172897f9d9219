import { useTranslation } from '../../../lib/use-translation';
import { type StepName, type StepState, stepStates } from '../model/steps';
import type { TranslationKey } from '@golfwallet/core/i18n/keys';

const STATE_KEYS: Record<StepState, TranslationKey> = {
  pending: 'registration.steps.state.pending',
  'in-progress': 'registration.steps.state.inProgress',
  completed: 'registration.steps.state.completed',
};

/**
 * The sign-up progress (spec §4): 3 steps for union members, 2 for non-members, each pending,
 * in progress or completed. The current step carries aria-current="step".
 */
export function StepIndicator({ isMember, current }: { isMember: boolean; current: StepName }) {
  const { t } = useTranslation();
  const steps = stepStates(isMember, current);
  const position = steps.findIndex((entry) => entry.state === 'in-progress') + 1;
  return (
    <nav className="steps" aria-label={t('registration.steps.label')}>
      <p className="steps__counter">
        {t('registration.steps.counter', { current: position, total: steps.length })}
      </p>
      <ol className="steps__list">
        {steps.map(({ step, state }, index) => (
          <li
            key={step}
            className={`steps__item steps__item--${state}`}
            aria-current={state === 'in-progress' ? 'step' : undefined}
          >
            <span className="steps__number" aria-hidden="true">
              {state === 'completed' ? '✓' : index + 1}
            </span>
            <span className="steps__label">{t(`registration.steps.${step}`)}</span>
            <span className="visually-hidden"> ({t(STATE_KEYS[state])})</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
