import { ContactPage } from '../../features/public-pages/components/contact-page';

export function Component() {
  return <ContactPage />;
}
