import {
  CONSENT_TEXT_VERSIONS,
  type ConsentKind,
  type ConsentSource,
} from '@golfwallet/core/domain/consents';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import type { UserRow } from '../user/user.repository';
import { insertConsents } from './consents.repository';

/** POST /user/consents: the signed-in golfer's answer (the cookie banner), with the current text version. */
export async function recordConsent(
  deps: Deps,
  auth: AuthContext,
  input: { kind: ConsentKind; granted: boolean; source: ConsentSource },
) {
  const [row] = await insertConsents(deps.db, [
    {
      userId: auth.user.id,
      kind: input.kind,
      granted: input.granted,
      textVersion: CONSENT_TEXT_VERSIONS[input.kind],
      source: input.source,
      at: deps.now(),
    },
  ]);
  return {
    kind: row!.kind,
    granted: row!.granted,
    text_version: row!.textVersion,
    at: row!.at.toISOString(),
  };
}

/**
 * The newsletter and club-offer answers a profile change carries (PATCH /user; the newsletter
 * popup sends newsletter_asked with them): one consent row per answer that changes the value or
 * answers the popup, in the profile change's transaction.
 */
export async function recordProfileConsents(
  tx: DbOrTx,
  user: UserRow,
  patch: { accept_newsletter?: number; accept_offers?: number; newsletter_asked?: boolean },
  now: Date,
) {
  const source: ConsentSource = patch.newsletter_asked ? 'newsletter_popup' : 'profile';
  const answers: { kind: ConsentKind; value: number | undefined; current: number }[] = [
    { kind: 'newsletter', value: patch.accept_newsletter, current: user.acceptNewsletter },
    { kind: 'club_offers', value: patch.accept_offers, current: user.acceptOffers },
  ];
  await insertConsents(
    tx,
    answers
      .filter(
        (answer) => answer.value !== undefined && (answer.value !== answer.current || patch.newsletter_asked),
      )
      .map((answer) => ({
        userId: user.id,
        kind: answer.kind,
        granted: answer.value === 1,
        textVersion: CONSENT_TEXT_VERSIONS[answer.kind],
        source,
        at: now,
      })),
  );
}
