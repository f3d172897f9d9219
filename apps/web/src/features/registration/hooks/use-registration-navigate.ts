import { useCallback } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router';
import { registrationPath } from '../model/routes';

/**
 * Navigation between registration pages by name ("union", "password", "verify"…). An unknown name
 * is logged as "route not defined" and goes nowhere (spec §2).
 */
export function useRegistrationNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (name: string, options?: NavigateOptions) => {
      const path = registrationPath(name);
      if (path) navigate(path, options);
    },
    [navigate],
  );
}
