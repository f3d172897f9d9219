import type { RegistrationData } from './draft';
import { REGISTRATION_ROUTES } from './routes';

/** The sign-up steps: union membership, contact details, login details (spec §4). */
export type StepName = 'union' | 'contact' | 'password';
export type StepState = 'pending' | 'in-progress' | 'completed';

/** Where each step lives. */
export const STEP_PATHS: Record<StepName, string> = {
  union: REGISTRATION_ROUTES.union,
  contact: REGISTRATION_ROUTES.nonUnion,
  password: REGISTRATION_ROUTES.password,
};

/** Union members go through 3 steps, non-members through 2. */
export function flowSteps(isMember: boolean): StepName[] {
  return isMember ? ['union', 'contact', 'password'] : ['contact', 'password'];
}

/** Each step of the flow as pending, in progress or completed, for the step indicator. */
export function stepStates(isMember: boolean, current: StepName): { step: StepName; state: StepState }[] {
  const steps = flowSteps(isMember);
  const index = steps.indexOf(current);
  return steps.map((step, i) => ({
    step,
    state: i < index ? 'completed' : i === index ? 'in-progress' : 'pending',
  }));
}

export function stepFromPath(pathname: string): StepName | undefined {
  const clean = pathname.replace(/\/+$/, '');
  return (Object.keys(STEP_PATHS) as StepName[]).find((step) => STEP_PATHS[step] === clean);
}

function filled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** The union step is done: union, member number and birth date are known. */
export function unionStepDone(data: RegistrationData): boolean {
  return filled(data.union_id) && filled(data.member_number) && filled(data.birth_date);
}

/** The contact step is done: names and phone, and for non-members also birth date, sex and country. */
export function contactStepDone(data: RegistrationData): boolean {
  const common = filled(data.first_name) && filled(data.last_name) && filled(data.phone);
  if (data.is_member) return common;
  return common && filled(data.birth_date) && filled(data.sex) && filled(data.country);
}

/**
 * Automatic registration after a golf-union sign-in (spec §4): the union sent the person's
 * details, so the password step only creates the account.
 */
export function isAutomaticRegistration(data: RegistrationData): boolean {
  return data.imported_union_user === true && filled(data.email);
}

/**
 * Whether a step page may show with the data gathered so far (spec §2: a step page without its
 * step data sends the user back to /register).
 */
export function canShowStep(step: StepName, data: RegistrationData): boolean {
  switch (step) {
    case 'union':
      return data.is_member === true;
    case 'contact':
      return data.is_member === false || (data.is_member === true && unionStepDone(data));
    case 'password':
      if (data.imported_union_user === true) return true;
      if (data.is_member === undefined) return false;
      return (data.is_member ? unionStepDone(data) : true) && contactStepDone(data);
  }
}

/** The step after `step` in the flow, or undefined after the last. */
export function nextStep(isMember: boolean, step: StepName): StepName | undefined {
  const steps = flowSteps(isMember);
  return steps[steps.indexOf(step) + 1];
}
