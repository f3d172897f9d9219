import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../../../lib/query-client';
import { FaqPage } from './faq-page';

/** The FAQ as a prerendered page: with a query client of its own, as there is no app around it. */
export function PublicFaqPage() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <FaqPage />
    </QueryClientProvider>
  );
}
