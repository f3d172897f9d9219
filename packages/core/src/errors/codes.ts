import type { TranslationKey } from '../i18n/keys';

/**
 * Every error the API can answer with. The server throws AppError(code); the HTTP status and the
 * translation key come from here, and the client turns the code back into a translated message.
 * Keys live in the `errors` i18n namespace.
 */
export const ERRORS = {
  BAD_REQUEST: { status: 400, key: 'errors.badRequest' },
  MALFORMED_JSON: { status: 400, key: 'errors.malformedJson' },
  BODY_TOO_LARGE: { status: 413, key: 'errors.bodyTooLarge' },
  URI_TOO_LONG: { status: 414, key: 'errors.uriTooLong' },
  BAD_URL: { status: 400, key: 'errors.badUrl' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, key: 'errors.unsupportedMediaType' },
  VALIDATION_FAILED: { status: 422, key: 'errors.validationFailed' },
  UNAUTHENTICATED: { status: 401, key: 'errors.unauthenticated' },
  SESSION_EXPIRED: { status: 403, key: 'errors.sessionExpired' },
  FORBIDDEN: { status: 403, key: 'errors.forbidden' },
  EMAIL_NOT_CONFIRMED: { status: 403, key: 'errors.emailNotConfirmed' },
  NOT_FOUND: { status: 404, key: 'errors.notFound' },
  ROUTE_NOT_FOUND: { status: 404, key: 'errors.routeNotFound' },
  METHOD_NOT_ALLOWED: { status: 405, key: 'errors.methodNotAllowed' },
  CONFLICT: { status: 409, key: 'errors.conflict' },
  TOO_MANY_REQUESTS: { status: 429, key: 'errors.tooManyRequests' },
  SERVICE_UNAVAILABLE: { status: 503, key: 'errors.serviceUnavailable' },
  INTERNAL: { status: 500, key: 'errors.internal' },

  INVALID_CREDENTIALS: { status: 401, key: 'errors.invalidCredentials' },
  BIOMETRIC_SIGN_IN_FAILED: { status: 401, key: 'errors.biometricSignInFailed' },
  TOO_MANY_LOGIN_ATTEMPTS: { status: 429, key: 'errors.tooManyLoginAttempts' },
  EMAIL_TAKEN: { status: 422, key: 'errors.emailTaken' },
  MEMBER_NOT_FOUND: { status: 422, key: 'errors.memberNotFound' },
  MEMBER_NUMBER_TAKEN: { status: 422, key: 'errors.memberNumberTaken' },
  UNION_NOT_FOUND: { status: 404, key: 'errors.unionNotFound' },
  INVALID_KEY: { status: 400, key: 'errors.invalidCode' },
  KEY_EXPIRED: { status: 400, key: 'errors.keyExpired' },
  WRONG_PIN: { status: 422, key: 'errors.wrongPin' },
  PIN_NOT_SET: { status: 422, key: 'errors.pinNotSet' },
  PASSWORD_TOO_COMMON: { status: 422, key: 'errors.passwordTooCommon' },
  REFERRAL_ALREADY_SET: { status: 409, key: 'errors.referralAlreadySet' },
  CLUB_NOT_FOUND: { status: 404, key: 'errors.clubNotFound' },
  FEDERATION_TICKET_INVALID: { status: 400, key: 'errors.federationTicketInvalid' },
  UNION_SIGN_IN_UNAVAILABLE: { status: 404, key: 'errors.unionSignInUnavailable' },
  UNION_SIGN_IN_FAILED: { status: 502, key: 'errors.unionSignInFailed' },
  GOLF_ID_NOT_ON_ACCOUNT: { status: 422, key: 'errors.golfIdNotOnAccount' },
  /** The union's verified last name or birth date is not the account's: the golf ID is someone else's. */
  GOLF_ID_OTHER_PERSON: { status: 422, key: 'errors.golfIdOtherPerson' },
  /** The return page's one-time code of a union sign-in: unknown, used or older than 2 minutes. */
  FEDERATION_RESULT_INVALID: { status: 400, key: 'errors.federationResultInvalid' },
  /** A union sign-in names another person at the union (`sub`) than the one this golf ID was linked with. */
  UNION_SUBJECT_MISMATCH: { status: 409, key: 'errors.unionSubjectMismatch' },
  /** The Swedish union refused the golf ID and password (a golf-ID form: no word of e-mail). */
  INVALID_GOLF_ID_CREDENTIALS: { status: 401, key: 'errors.invalidGolfIdCredentials' },
  FAQ_CATEGORY_NOT_FOUND: { status: 404, key: 'errors.faqCategoryNotFound' },

  VOUCHER_NOT_FOUND: { status: 404, key: 'errors.voucherNotFound' },
  VOUCHER_NOT_YET_VALID: { status: 422, key: 'errors.voucherNotYetValid' },
  VOUCHER_EXPIRED: { status: 422, key: 'errors.voucherExpired' },
  VOUCHER_USED_UP: { status: 409, key: 'errors.voucherUsedUp' },
  /** A gift card with a ledger account is used at the club's desk, which takes an amount from it. */
  GIFT_CARD_AT_DESK: { status: 409, key: 'errors.giftCardAtDesk' },
  /** The stored restrictions do not parse: the voucher is refused rather than taken as unrestricted. */
  VOUCHER_RESTRICTIONS_UNREADABLE: { status: 409, key: 'errors.voucherRestrictionsUnreadable' },
  VOUCHER_INACTIVE: { status: 422, key: 'errors.voucherInactive' },
  VOUCHER_IN_TRANSFER: { status: 409, key: 'errors.voucherInTransfer' },
  VOUCHER_NOT_VALID_HERE: { status: 422, key: 'errors.voucherNotValidHere' },
  VOUCHER_WRONG_TIME: { status: 422, key: 'errors.voucherWrongTime' },
  VOUCHER_WRONG_WEEKDAY: { status: 422, key: 'errors.voucherWrongWeekday' },
  VOUCHER_EXCLUDED_DAY: { status: 422, key: 'errors.voucherExcludedDay' },
  VOUCHER_DAILY_LIMIT: { status: 409, key: 'errors.voucherDailyLimit' },
  VOUCHER_WEEKLY_LIMIT: { status: 409, key: 'errors.voucherWeeklyLimit' },
  VOUCHER_CLUB_LIMIT: { status: 409, key: 'errors.voucherClubLimit' },
  VOUCHER_TOO_SOON: { status: 409, key: 'errors.voucherTooSoon' },
  VOUCHER_REQUIRES_MEMBER: { status: 422, key: 'errors.voucherRequiresMember' },
  VOUCHER_REQUIRES_PLAYING_PARTNER: { status: 422, key: 'errors.voucherRequiresPlayingPartner' },
  VOUCHER_PIN_REQUIRED: { status: 422, key: 'errors.voucherPinRequired' },
  VOUCHER_WRONG_PIN: { status: 422, key: 'errors.voucherWrongPin' },
  VOUCHER_NOT_SELF_REDEEMABLE: { status: 422, key: 'errors.voucherNotSelfRedeemable' },
  TOO_FAR_FROM_CLUB: { status: 422, key: 'errors.tooFarFromClub' },
  GEOLOCATION_UNAVAILABLE: { status: 422, key: 'errors.geolocationUnavailable' },
  UPLOAD_FAILED: { status: 422, key: 'errors.uploadFailed' },
  VOUCHER_ALREADY_CLAIMED: { status: 409, key: 'errors.voucherAlreadyClaimed' },
  TRANSFER_FAILED: { status: 422, key: 'errors.transferFailed' },
  TRANSFER_QUANTITY: { status: 422, key: 'errors.transferQuantity' },
  TRANSFER_TO_SELF: { status: 422, key: 'errors.transferToSelf' },
  TRANSFER_NOT_FOUND: { status: 404, key: 'errors.transferNotFound' },
  TRANSFER_EXPIRED: { status: 410, key: 'errors.transferExpired' },
  TRANSFER_ALREADY_DONE: { status: 409, key: 'errors.transferAlreadyDone' },
  DISPENSE_FAILED: { status: 409, key: 'errors.dispenseFailed' },
  DISPENSER_NOT_READY: { status: 409, key: 'errors.dispenserNotReady' },
  RANGE_DAILY_LIMIT: { status: 409, key: 'errors.rangeDailyLimit' },
  RANGE_BASKET_LIMIT: { status: 409, key: 'errors.rangeBasketLimit' },
  RANGE_TOO_SOON: { status: 409, key: 'errors.rangeTooSoon' },
  BALL_MONEY_INSUFFICIENT: { status: 409, key: 'errors.ballMoneyInsufficient' },
  PDF_FAILED: { status: 500, key: 'errors.pdfFailed' },

  PRODUCT_NOT_FOUND: { status: 404, key: 'shop.errors.productNotFound' },
  PRODUCT_SOLD_OUT: { status: 409, key: 'shop.errors.soldOut' },
  /** At checkout: a line of the cart is sold out (the message names it; removing it pays the rest). */
  CART_ITEM_SOLD_OUT: { status: 409, key: 'shop.errors.cartItemSoldOut' },
  PRODUCT_OFFER_ENDED: { status: 409, key: 'shop.errors.offerEnded' },
  PRODUCT_DAILY_LIMIT: { status: 409, key: 'shop.errors.dailyLimit' },
  CART_OTHER_CLUB: { status: 409, key: 'shop.errors.cartOtherClub' },
  CART_EMPTY: { status: 422, key: 'shop.errors.cartEmpty' },
  CARD_DECLINED: { status: 402, key: 'shop.errors.cardDeclined' },
  CARD_INSUFFICIENT_FUNDS: { status: 402, key: 'shop.errors.insufficientFunds' },
  CARD_EXPIRED: { status: 402, key: 'shop.errors.cardExpired' },
  CARD_AUTHENTICATION_FAILED: { status: 402, key: 'shop.errors.authenticationFailed' },
  CARD_NOT_FOUND: { status: 404, key: 'shop.errors.cardNotFound' },
  PAYMENT_NETWORK: { status: 504, key: 'shop.errors.network' },
  CHECKOUT_IN_PROGRESS: { status: 409, key: 'shop.errors.checkoutInProgress' },
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, key: 'shop.errors.idempotencyKey' },
  IDEMPOTENCY_KEY_INVALID: { status: 400, key: 'errors.idempotencyKeyInvalid' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, key: 'errors.idempotencyKeyReused' },
  POINTS_NOT_ENOUGH: { status: 409, key: 'shop.errors.pointsNotEnough' },
  BALL_MONEY_NOT_ENOUGH: { status: 409, key: 'shop.errors.ballMoneyNotEnough' },
  PAYMENT_METHOD_NOT_ACCEPTED: { status: 422, key: 'shop.errors.methodNotAccepted' },
  ORDER_NOT_FOUND: { status: 404, key: 'shop.errors.orderNotFound' },
  ORDER_NOT_PAID: { status: 409, key: 'shop.errors.orderNotPaid' },
  WITHDRAWAL_PERIOD_OVER: { status: 409, key: 'shop.errors.withdrawalPeriodOver' },
  WITHDRAWAL_POINTS_PURCHASE: { status: 409, key: 'shop.errors.withdrawalPoints' },
  WITHDRAWAL_PRODUCT_USED: { status: 409, key: 'shop.errors.withdrawalUsed' },
  // The club portal: texts in the `partner` section.
  STAFF_ROLE_FORBIDDEN: { status: 403, key: 'partner.errors.roleForbidden' },
  /** No product of the caller's club has this id (another club's product included): not found, not "not for sale". */
  PARTNER_PRODUCT_NOT_FOUND: { status: 404, key: 'partner.errors.productNotFound' },
  PRODUCT_ENDED: { status: 409, key: 'partner.errors.productEnded' },
  PRODUCT_NOT_ON_SALE: { status: 409, key: 'partner.errors.productNotOnSale' },
  GOLFER_NOT_FOUND: { status: 404, key: 'partner.errors.golferNotFound' },
  /** The product already went to the same audience; sending again needs confirm_repeat. */
  OFFER_ALREADY_SENT: { status: 409, key: 'partner.errors.offerAlreadySent' },
  REDEMPTION_NOT_FOUND: { status: 404, key: 'partner.errors.redemptionNotFound' },
  UNDO_TOO_LATE: { status: 409, key: 'partner.errors.undoTooLate' },
  /** The desk asked a gift card for more than is left on it. */
  GIFT_CARD_NOT_ENOUGH: { status: 409, key: 'partner.errors.giftCardNotEnough' },
  STAFF_ALREADY_MEMBER: { status: 409, key: 'partner.errors.staffAlreadyMember' },
  DISPENSER_NOT_FOUND: { status: 404, key: 'partner.errors.dispenserNotFound' },
  /** A staff session ended by an owner (the person deactivated or removed): sign in again. */
  STAFF_ACCESS_REVOKED: { status: 401, key: 'partner.errors.accessRevoked' },
  STAFF_NOT_FOUND: { status: 404, key: 'partner.errors.staffNotFound' },
  INVITATION_NOT_FOUND: { status: 404, key: 'partner.errors.invitationNotFound' },
  /** The change would leave the club without an active owner. */
  LAST_OWNER: { status: 409, key: 'partner.errors.lastOwner' },
  // Privacy (issue 18): texts in the `privacy` section.
  /** A data access request within 6 months of the last one (params: date, next). */
  DATA_REQUEST_TOO_SOON: { status: 429, key: 'privacy.errors.tooSoon' },
  ACCOUNT_BLOCKED: { status: 403, key: 'privacy.errors.accountBlocked' },
  DATA_EXPORT_LINK_INVALID: { status: 410, key: 'privacy.errors.exportLinkInvalid' },
} as const satisfies Record<string, { status: number; key: TranslationKey }>;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** One field error of a 422 answer: the field name and its message, already translated. */
export interface FieldError {
  field: string;
  message: string;
}
