import { LegalPage } from '../../features/public-pages/components/legal-page';

export function Component() {
  return <LegalPage kind="terms" />;
}
