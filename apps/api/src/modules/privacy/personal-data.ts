import { FIGURE_COLUMN_NAMES } from '../../db/schema/club-figures';

/**
 * Every column of every table, classified by what it holds about a golfer. The erasure test
 * (erasure.test.ts) reads the tables from the Drizzle schema and fails when a column is missing
 * here, so a new column cannot be added without deciding what an account deletion does to it;
 * it then checks each class after a deletion:
 *
 * - `golfer`: a golfer's id. After the erasure no row holds the erased id.
 * - `identifying`: text that can name or reach a golfer (address, name, phone, member number, IP,
 *   free text, JSON). After the erasure no row contains any of the golfer's identifiers.
 * - `linked`: personal only through the row's golfer (times, amounts, settings, hashes, device);
 *   it goes with the row, or stays in a row that no longer names anyone.
 * - `kept`: the record the law or the provider's accountability needs, without the person: the
 *   account audit (what was done, by whom, why) and a card's brand and last four on a payment.
 * - `none`: not about a person (reference data, products, clubs, counters).
 * - `staff`: club staff's own data (staff accounts are not golfer accounts).
 * - `registry`: the union member registry, the unions' data (a stand-in for their systems).
 * - `acquirer`: the embedded test acquirer's records (it plays the payment provider).
 */
export type PersonalDataClass =
  | 'golfer'
  | 'identifying'
  | 'linked'
  | 'kept'
  | 'none'
  | 'staff'
  | 'registry'
  | 'acquirer';

type Columns = Record<string, PersonalDataClass>;

const none = (...names: string[]): Columns => Object.fromEntries(names.map((name) => [name, 'none']));
const linked = (...names: string[]): Columns => Object.fromEntries(names.map((name) => [name, 'linked']));
const all = (kind: PersonalDataClass, ...names: string[]): Columns =>
  Object.fromEntries(names.map((name) => [name, kind]));

export const PERSONAL_DATA: Record<string, Columns> = {
  users: {
    id: 'golfer',
    ...all(
      'identifying',
      'email',
      'member_number',
      'member_guid',
      'first_name',
      'last_name',
      'phone',
      'phone2',
    ),
    ...all('identifying', 'club_name', 'referral', 'blocked_reason'),
    ...linked('email_confirmed', 'password_hash', 'union_id', 'member_type', 'birth_date', 'sex', 'country'),
    ...linked('hcp', 'club_id', 'pin_hash', 'language_default', 'push_notifications_enabled_default'),
    ...linked('accept_newsletter', 'accept_offers', 'newsletter_asked', 'print_rules_accepted'),
    ...linked('imported_union_user', 'status', 'blocked_at', 'inactivity_warned_at', 'created_at'),
    ...linked('last_login_at', 'password_changed_at'),
  },
  sessions: {
    user_id: 'golfer',
    ip: 'identifying',
    ...linked('token_hash', 'created_at', 'last_used_at', 'expires_at', 'device_platform', 'language'),
  },
  // Device sign-in keys, challenges and push subscriptions go with the user row (cascade).
  webauthn_credentials: {
    user_id: 'golfer',
    ...linked('id', 'credential_id', 'public_key', 'counter', 'transports', 'created_at', 'last_used_at'),
  },
  webauthn_challenges: {
    user_id: 'golfer',
    ...linked('id', 'challenge', 'purpose', 'voucher_id', 'expires_at'),
  },
  push_subscriptions: {
    user_id: 'golfer',
    ...linked('id', 'endpoint', 'p256dh', 'auth', 'created_at'),
  },
  // Wallet passes go with the user row (cascade), their devices and notifications with the pass.
  wallet_passes: {
    user_id: 'golfer',
    ...linked('serial_number', 'voucher_id', 'authentication_token', 'update_tag', 'modified_at'),
    ...linked('google_linked_at', 'created_at'),
  },
  wallet_pass_registrations: linked('device_library_identifier', 'serial_number', 'push_token', 'created_at'),
  wallet_notifications: linked(
    'id',
    'kind',
    'target',
    'serial_number',
    'status',
    'attempts',
    'last_error',
    'created_at',
    'sent_at',
  ),
  wallet_dev_credentials: none('name', 'pem', 'created_at'),
  user_keys: {
    user_id: 'golfer',
    email: 'identifying',
    ...linked('key_hash', 'purpose', 'created_at', 'expires_at', 'used_at'),
  },
  login_failures: { key: 'identifying', ...linked('id', 'at') },
  outbox: {
    about_user_id: 'golfer',
    push_subscription_id: 'linked',
    ...all('identifying', 'recipient', 'subject', 'text', 'html', 'last_error'),
    ...linked(
      'id',
      'channel',
      'template',
      'locale',
      'status',
      'attempts',
      'next_attempt_at',
      'created_at',
      'sent_at',
      'purge_after_send',
      'receipt_order_id',
    ),
  },
  outbox_attachments: {
    ...all('identifying', 'filename', 'content'),
    ...linked('id', 'outbox_id', 'content_type'),
  },
  consents: { user_id: 'golfer', ...linked('id', 'kind', 'granted', 'text_version', 'source', 'at') },
  data_export_requests: {
    user_id: 'golfer',
    file: 'identifying',
    ...linked(
      'id',
      'status',
      'requested_at',
      'token_hash',
      'ready_at',
      'expires_at',
      'downloaded_at',
      'last_error',
    ),
  },
  account_audit: {
    subject_email: 'identifying',
    ...all('kept', 'id', 'subject_user_id', 'action', 'actor', 'reason', 'at'),
  },
  vouchers: {
    user_id: 'golfer',
    ...linked(
      'id',
      'order_id',
      'pin_hash',
      'favourite',
      'printed_at',
      'transfer_id',
      'transfer_expires_at',
      'claimed_at',
      'created_at',
    ),
    ...linked('updated_at', 'active', 'price_paid_minor', 'uses_left', 'voucher_number'),
    ...none('club_id', 'product_id', 'name', 'name_sort', 'product_name', 'image_url', 'type', 'category'),
    ...none('value', 'reduction_type', 'currency', 'valid_from', 'valid_to', 'uses_total', 'restrictions'),
    ...none('where_club_ids', 'where_department_ids', 'can_be_self_redeemed', 'info'),
  },
  user_voucher_counts: { user_id: 'golfer', ...linked('listed', 'total') },
  // The back office's kept figures (club-figures.repository.ts): sums per club and day, and what
  // each voucher added to them (a voucher id and amounts; no row names a golfer).
  figure_dirty: { club_id: 'none', voucher_id: 'linked' },
  voucher_figure_rows: {
    ...none('club_id', 'product_id', 'product_name', 'department_id'),
    ...linked('voucher_id', 'day', ...FIGURE_COLUMN_NAMES),
  },
  club_figure_days: none(
    'club_id',
    'day',
    'product_id',
    'product_name',
    'department_id',
    ...FIGURE_COLUMN_NAMES,
  ),
  revenue_dirty: { club_id: 'none', order_id: 'linked' },
  order_revenue_rows: {
    ...none('club_id', 'product_id'),
    ...linked('order_id', 'day', 'gross_minor', 'vat_minor'),
  },
  club_revenue_days: none('club_id', 'day', 'product_id', 'gross_minor', 'vat_minor'),
  club_report_versions: none('club_id', 'version'),
  voucher_transfers: {
    from_user_id: 'golfer',
    confirmed_by_user_id: 'golfer',
    ...all('identifying', 'target_email', 'target_phone', 'message'),
    ...linked(
      'id',
      'token_hash',
      'voucher_name',
      'quantity',
      'status',
      'created_at',
      'expires_at',
      'confirmed_at',
    ),
  },
  redemptions: {
    user_id: 'golfer',
    playing_with_member: 'identifying',
    ...linked(
      'id',
      'voucher_id',
      'club_id',
      'department_id',
      'method',
      'redeemed_at',
      'original_price_minor',
    ),
    ...linked('uses_left_after', 'staff_id'),
  },
  voucher_events: {
    user_id: 'golfer',
    details: 'identifying',
    ...linked('id', 'voucher_id', 'kind', 'at', 'club_id'),
  },
  voucher_pdfs: {
    user_id: 'golfer',
    content: 'identifying',
    ...linked('id', 'token_hash', 'voucher_ids', 'file_name', 'created_at', 'expires_at'),
  },
  notifications: {
    user_id: 'golfer',
    ...linked('id', 'kind', 'voucher_id', 'voucher_name', 'created_at', 'read_at'),
  },
  notification_settings: {
    user_id: 'golfer',
    ...linked('voucher_received', 'transfer_accepted', 'offer', 'expiring'),
  },
  orders: {
    user_id: 'golfer',
    ...linked('id', 'club_id', 'status', 'total_minor', 'currency', 'card_minor', 'points_minor'),
    ...linked('ball_money_minor', 'vat_minor', 'vat_rate_bp', 'created_at', 'paid_at', 'refunded_at'),
  },
  credit_notes: linked(
    'id',
    'order_id',
    'total_minor',
    'vat_minor',
    'card_refund_minor',
    'ball_money_refund_minor',
    'points_refunded',
    'points_reversed',
    'created_at',
  ),
  order_items: linked('id', 'order_id', 'product_id', 'quantity', 'unit_price_minor', 'name', 'vat_minor'),
  payments: {
    card_token: 'identifying',
    ...all('kept', 'card_brand', 'card_last4'),
    ...linked(
      'id',
      'order_id',
      'acquirer',
      'acquirer_ref',
      'save_card',
      'amount_minor',
      'currency',
      'status',
    ),
    ...linked('action_url', 'refund_minor', 'created_at', 'updated_at'),
  },
  cart_items: { user_id: 'golfer', ...linked('product_id', 'quantity', 'added_at') },
  redemption_requests: {
    user_id: 'golfer',
    ...linked('scope', 'key', 'fingerprint', 'response', 'created_at'),
  },
  checkout_attempts: {
    user_id: 'golfer',
    ...linked('id', 'idempotency_key', 'order_id', 'status', 'error_code', 'created_at'),
  },
  saved_cards: {
    user_id: 'golfer',
    acquirer_token: 'identifying',
    ...linked('id', 'brand', 'last4', 'expiry', 'created_at'),
  },
  wallet_ledger: {
    user_id: 'golfer',
    ...linked('id', 'club_id', 'kind', 'amount', 'reason', 'order_id', 'balance_after', 'at'),
    ...linked('transfer_id', 'phase', 'pending_id', 'counter_account', 'voucher_id', 'redemption_id'),
  },
  wallet_balances: { user_id: 'golfer', ...linked('kind', 'club_id', 'balance', 'held') },
  // A gift card's account goes with its voucher (the holder is the voucher's).
  gift_card_accounts: linked('voucher_id', 'club_id', 'credit', 'balance'),
  feedback: {
    user_id: 'golfer',
    suggestions: 'identifying',
    ...linked('id', 'rating', 'platform', 'created_at'),
  },
  federation_tickets: {
    user_id: 'golfer',
    ...all('identifying', 'member_number', 'claims'),
    ...linked('token_hash', 'union_id', 'created_at', 'expires_at', 'used_at'),
  },
  federation_results: {
    ...all('identifying', 'member_number', 'claims'),
    ...linked('code_hash', 'union_id', 'created_at', 'expires_at', 'used_at'),
  },
  federation_states: linked(
    'state_hash',
    'country',
    'code_verifier',
    'nonce',
    'browser_hash',
    'created_at',
    'expires_at',
    'used_at',
  ),
  user_golf_ids: { user_id: 'golfer', member_number: 'identifying', ...linked('union_id', 'created_at') },
  union_subjects: {
    user_id: 'golfer',
    ...all('identifying', 'member_number', 'subject'),
    ...linked('union_id', 'issuer', 'authenticated_at', 'created_at'),
  },
  bulk_issues: none(
    'id',
    'club_id',
    'product_id',
    'staff_id',
    'golfers_hash',
    'include_opted_out',
    'total',
    'done',
    'created_at',
    'finished_at',
  ),
  bulk_issue_recipients: { user_id: 'golfer', ...linked('bulk_issue_id', 'voucher_id', 'issued_at') },
  partner_audit: {
    details: 'identifying',
    ...none('id', 'club_id', 'staff_id', 'action', 'subject', 'at'),
  },
  dispense_events: { user_id: 'golfer', ...linked('id', 'dispenser_id', 'balls', 'status', 'at') },
  range_reservations: {
    user_id: 'golfer',
    ...linked('id', 'command_id', 'club_id', 'dispenser_id', 'basket_id', 'balls', 'payment', 'voucher_id'),
    ...linked('ledger_id', 'amount_minor', 'state', 'created_at', 'deadline_at', 'closed_at'),
    ...linked('idempotency_key', 'answer'),
  },
  staff_accounts: all(
    'staff',
    'id',
    'email',
    'name',
    'password_hash',
    'language',
    'status',
    'created_at',
    'last_login_at',
  ),
  staff_sessions: all(
    'staff',
    'token_hash',
    'staff_id',
    'club_id',
    'created_at',
    'last_used_at',
    'expires_at',
    'ip',
    'revoked_at',
  ),
  staff_keys: all(
    'staff',
    'key_hash',
    'staff_id',
    'purpose',
    'club_id',
    'role',
    'created_at',
    'expires_at',
    'used_at',
  ),
  club_staff: all('staff', 'id', 'club_id', 'staff_id', 'role', 'status', 'created_at'),
  union_members: all(
    'registry',
    'union_id',
    'member_number',
    'birth_date',
    'first_name',
    'last_name',
    'sex',
    'club_id',
    'member_guid',
    'hcp',
    'email',
    'dev_password_hash',
  ),
  test_acquirer_tokens: all('acquirer', 'token', 'brand', 'last4', 'expiry', 'behaviour', 'created_at'),
  test_acquirer_charges: all(
    'acquirer',
    'id',
    'reference',
    'token',
    'amount_minor',
    'currency',
    'status',
    'decline_reason',
    'return_url',
    'refunded_minor',
    'created_at',
  ),
  unions: none('id', 'name', 'tid', 'country_code'),
  clubs: none(
    'id',
    'union_id',
    'name',
    'name_sort',
    'city',
    'country_code',
    'latitude',
    'longitude',
    'timezone',
    'has_products',
    'has_driving_range',
    'logo_url',
    'self_redeem_radius_m',
    'email',
    'phone',
  ),
  departments: none('id', 'club_id', 'name'),
  countries: none('code', 'locale', 'phone_prefix', 'sort'),
  faq_categories: none('id', 'sort', 'title'),
  faq_items: none('id', 'category_id', 'sort', 'question', 'answer'),
  app_settings: none('key', 'value', 'updated_at'),
  products: none(
    'id',
    'club_id',
    'name',
    'description',
    'type',
    'category',
    'value',
    'reduction_type',
    'price_minor',
    'currency',
    'uses',
    'validity_days',
    'restrictions',
    'limited_until',
    'stock_left',
    'max_per_day',
    'paid_after_redemption',
    'baskets',
    'active',
    'status',
    'where_department_ids',
    'can_be_self_redeemed',
    'updated_at',
  ),
  product_daily_sales: none('product_id', 'day', 'sold'),
  club_shop_settings: {
    ...none('club_id', 'accepts_points', 'accepts_ball_money', 'vat_rate_bp', 'vat_number'),
    // The club's seller details (a business's contact, not a golfer's).
    ...none('legal_name', 'address', 'contact_email', 'contact_phone'),
  },
  page_views: none('day', 'path', 'views'),
  dispensers: none('id', 'club_id', 'name', 'mqtt_topic', 'status', 'enabled'),
  dispenser_baskets: none('id', 'dispenser_id', 'position', 'balls', 'price_minor', 'max_per_day'),
  range_settings: none('club_id', 'max_per_day', 'window_minutes'),
};
