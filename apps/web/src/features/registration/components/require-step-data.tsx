import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { useRegistrationDraft } from '../model/draft-store';
import { canShowStep, type StepName } from '../model/steps';
import { PATHS } from '../../../lib/paths';

/**
 * Shows a step page only once the data of the steps before it exists; otherwise (e.g. after a
 * refresh, which empties the in-memory draft) logs the problem and goes to /register (spec §2).
 */
export function RequireStepData({ step, children }: { step: StepName; children: ReactNode }) {
  const { data } = useRegistrationDraft();
  const allowed = canShowStep(step, data);
  useEffect(() => {
    if (!allowed)
      console.error(`Registration step "${step}" opened without its step data; back to /register`);
  }, [allowed, step]);
  if (!allowed) return <Navigate to={PATHS.register.start} replace />;
  return children;
}
