import { GolfUnionSignIn } from '../../features/auth/components/golf-union-sign-in';
import { RegisterStartPage } from '../../features/registration/components/register-start-page';

export function Component() {
  return <RegisterStartPage golfUnionSignIn={<GolfUnionSignIn />} />;
}
