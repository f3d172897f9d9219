import { updateUser } from '@golfwallet/core/contracts/user/update-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { currentUserQueryKey } from '../../../lib/current-user-key';

export interface NewsletterConsent {
  /** Yes to the newsletter (information from the product). */
  newsletter: boolean;
  /** Yes to offers from clubs. */
  offers: boolean;
}

/** PATCH /user with both answers (0/1) and newsletter_asked true, so the golfer is not asked again. */
export function saveNewsletterConsent({ newsletter, offers }: NewsletterConsent) {
  return api(updateUser, {
    body: { accept_newsletter: newsletter ? 1 : 0, accept_offers: offers ? 1 : 0, newsletter_asked: true },
  });
}

export function useSaveNewsletterConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNewsletterConsent,
    onSuccess: (profile) => queryClient.setQueryData(currentUserQueryKey, profile),
  });
}
