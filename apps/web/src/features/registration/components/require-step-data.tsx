import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { useRegistrationDraft } from '../model/draft-store';
import { canShowStep, type StepName } from '../model/steps';
import { useRegistrationArea } from '../hooks/use-registration-navigate';

/**
 * Shows a step page only once the data of the steps before it exists; otherwise (e.g. after a
 * refresh, which empties the in-memory draft) logs the problem and goes to the start of sign-up
 * (/register, or the app's sign-up select; spec §2).
 */
export function RequireStepData({ step, children }: { step: StepName; children: ReactNode }) {
  const { data } = useRegistrationDraft();
  const { routes } = useRegistrationArea();
  const allowed = canShowStep(step, data);
  useEffect(() => {
    if (!allowed)
      console.error(`Registration step "${step}" opened without its step data; back to ${routes.start}`);
  }, [allowed, step, routes.start]);
  if (!allowed) return <Navigate to={routes.start} replace />;
  return children;
}
