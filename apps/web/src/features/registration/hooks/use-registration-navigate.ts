import { useCallback, useContext } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router';
import { type RegistrationArea, RegistrationAreaContext, registrationPath } from '../model/routes';

/** The registration area the page is mounted in: the web's /register/… or the app's /app/…. */
export function useRegistrationArea(): RegistrationArea {
  return useContext(RegistrationAreaContext);
}

/**
 * Navigation between registration pages by name ("union", "password", "verify"…), within the area
 * the page is mounted in. An unknown name is logged as "route not defined" and goes nowhere (spec §2).
 */
export function useRegistrationNavigate() {
  const navigate = useNavigate();
  const { routes } = useRegistrationArea();
  return useCallback(
    (name: string, options?: NavigateOptions) => {
      const path = registrationPath(name, console.error, routes);
      if (path) navigate(path, options);
    },
    [navigate, routes],
  );
}
