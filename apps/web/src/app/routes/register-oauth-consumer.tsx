import { redirect } from 'react-router';
import { appReturnFromUnionSignIn } from '../../lib/union-sign-in';

export { OAuthConsumerPage as Component } from '../../features/registration/components/oauth-consumer-page';

/** A union sign-in begun in the app goes on to the app's return page with its result. */
export function loader({ request }: { request: Request }) {
  const app = appReturnFromUnionSignIn(new URL(request.url));
  return app ? redirect(app) : null;
}
