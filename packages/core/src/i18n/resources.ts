import da_common from './da/common';
import da_errors from './da/errors';
import da_validation from './da/validation';
import da_domain from './da/domain';
import da_auth from './da/auth';
import da_registration from './da/registration';
import da_profile from './da/profile';
import da_pages from './da/pages';
import da_faq from './da/faq';
import da_legal from './da/legal';
import da_vouchers from './da/vouchers';
import da_range from './da/range';
import da_mail from './da/mail';
import da_pdf from './da/pdf';
import da_shop from './da/shop';
import da_app from './da/app';
import da_federation from './da/federation';
import da_partner from './da/partner';
import da_privacy from './da/privacy';
import en_common from './en/common';
import en_errors from './en/errors';
import en_validation from './en/validation';
import en_domain from './en/domain';
import en_auth from './en/auth';
import en_registration from './en/registration';
import en_profile from './en/profile';
import en_pages from './en/pages';
import en_faq from './en/faq';
import en_legal from './en/legal';
import en_vouchers from './en/vouchers';
import en_range from './en/range';
import en_mail from './en/mail';
import en_pdf from './en/pdf';
import en_shop from './en/shop';
import en_app from './en/app';
import en_federation from './en/federation';
import en_partner from './en/partner';
import en_privacy from './en/privacy';
import no_common from './no/common';
import no_errors from './no/errors';
import no_validation from './no/validation';
import no_domain from './no/domain';
import no_auth from './no/auth';
import no_registration from './no/registration';
import no_profile from './no/profile';
import no_pages from './no/pages';
import no_faq from './no/faq';
import no_legal from './no/legal';
import no_vouchers from './no/vouchers';
import no_range from './no/range';
import no_mail from './no/mail';
import no_pdf from './no/pdf';
import no_shop from './no/shop';
import no_app from './no/app';
import no_federation from './no/federation';
import no_partner from './no/partner';
import no_privacy from './no/privacy';
import sv_common from './sv/common';
import sv_errors from './sv/errors';
import sv_validation from './sv/validation';
import sv_domain from './sv/domain';
import sv_auth from './sv/auth';
import sv_registration from './sv/registration';
import sv_profile from './sv/profile';
import sv_pages from './sv/pages';
import sv_faq from './sv/faq';
import sv_legal from './sv/legal';
import sv_vouchers from './sv/vouchers';
import sv_range from './sv/range';
import sv_mail from './sv/mail';
import sv_pdf from './sv/pdf';
import sv_shop from './sv/shop';
import sv_app from './sv/app';
import sv_federation from './sv/federation';
import sv_partner from './sv/partner';
import sv_privacy from './sv/privacy';
import de_common from './de/common';
import de_errors from './de/errors';
import de_validation from './de/validation';
import de_domain from './de/domain';
import de_auth from './de/auth';
import de_registration from './de/registration';
import de_profile from './de/profile';
import de_pages from './de/pages';
import de_faq from './de/faq';
import de_legal from './de/legal';
import de_vouchers from './de/vouchers';
import de_range from './de/range';
import de_mail from './de/mail';
import de_pdf from './de/pdf';
import de_shop from './de/shop';
import de_app from './de/app';
import de_federation from './de/federation';
import de_partner from './de/partner';
import de_privacy from './de/privacy';
import is_common from './is/common';
import is_errors from './is/errors';
import is_validation from './is/validation';
import is_domain from './is/domain';
import is_auth from './is/auth';
import is_registration from './is/registration';
import is_profile from './is/profile';
import is_pages from './is/pages';
import is_faq from './is/faq';
import is_legal from './is/legal';
import is_vouchers from './is/vouchers';
import is_range from './is/range';
import is_mail from './is/mail';
import is_pdf from './is/pdf';
import is_shop from './is/shop';
import is_app from './is/app';
import is_federation from './is/federation';
import is_partner from './is/partner';
import is_privacy from './is/privacy';
import fi_common from './fi/common';
import fi_errors from './fi/errors';
import fi_validation from './fi/validation';
import fi_domain from './fi/domain';
import fi_auth from './fi/auth';
import fi_registration from './fi/registration';
import fi_profile from './fi/profile';
import fi_pages from './fi/pages';
import fi_faq from './fi/faq';
import fi_legal from './fi/legal';
import fi_vouchers from './fi/vouchers';
import fi_range from './fi/range';
import fi_mail from './fi/mail';
import fi_pdf from './fi/pdf';
import fi_shop from './fi/shop';
import fi_app from './fi/app';
import fi_federation from './fi/federation';
import fi_partner from './fi/partner';
import fi_privacy from './fi/privacy';
import type { Locale } from './locales';

/** Every translation section, one tree of texts per locale. */
export const SECTIONS = [
  'common',
  'errors',
  'validation',
  'domain',
  'auth',
  'registration',
  'profile',
  'pages',
  'faq',
  'legal',
  'vouchers',
  'range',
  'mail',
  'pdf',
  'shop',
  'app',
  'federation',
  'partner',
  'privacy',
] as const;

export const resources = {
  da: {
    common: da_common,
    errors: da_errors,
    validation: da_validation,
    domain: da_domain,
    auth: da_auth,
    registration: da_registration,
    profile: da_profile,
    pages: da_pages,
    faq: da_faq,
    legal: da_legal,
    vouchers: da_vouchers,
    range: da_range,
    mail: da_mail,
    pdf: da_pdf,
    shop: da_shop,
    app: da_app,
    federation: da_federation,
    partner: da_partner,
    privacy: da_privacy,
  },
  en: {
    common: en_common,
    errors: en_errors,
    validation: en_validation,
    domain: en_domain,
    auth: en_auth,
    registration: en_registration,
    profile: en_profile,
    pages: en_pages,
    faq: en_faq,
    legal: en_legal,
    vouchers: en_vouchers,
    range: en_range,
    mail: en_mail,
    pdf: en_pdf,
    shop: en_shop,
    app: en_app,
    federation: en_federation,
    partner: en_partner,
    privacy: en_privacy,
  },
  no: {
    common: no_common,
    errors: no_errors,
    validation: no_validation,
    domain: no_domain,
    auth: no_auth,
    registration: no_registration,
    profile: no_profile,
    pages: no_pages,
    faq: no_faq,
    legal: no_legal,
    vouchers: no_vouchers,
    range: no_range,
    mail: no_mail,
    pdf: no_pdf,
    shop: no_shop,
    app: no_app,
    federation: no_federation,
    partner: no_partner,
    privacy: no_privacy,
  },
  sv: {
    common: sv_common,
    errors: sv_errors,
    validation: sv_validation,
    domain: sv_domain,
    auth: sv_auth,
    registration: sv_registration,
    profile: sv_profile,
    pages: sv_pages,
    faq: sv_faq,
    legal: sv_legal,
    vouchers: sv_vouchers,
    range: sv_range,
    mail: sv_mail,
    pdf: sv_pdf,
    shop: sv_shop,
    app: sv_app,
    federation: sv_federation,
    partner: sv_partner,
    privacy: sv_privacy,
  },
  de: {
    common: de_common,
    errors: de_errors,
    validation: de_validation,
    domain: de_domain,
    auth: de_auth,
    registration: de_registration,
    profile: de_profile,
    pages: de_pages,
    faq: de_faq,
    legal: de_legal,
    vouchers: de_vouchers,
    range: de_range,
    mail: de_mail,
    pdf: de_pdf,
    shop: de_shop,
    app: de_app,
    federation: de_federation,
    partner: de_partner,
    privacy: de_privacy,
  },
  is: {
    common: is_common,
    errors: is_errors,
    validation: is_validation,
    domain: is_domain,
    auth: is_auth,
    registration: is_registration,
    profile: is_profile,
    pages: is_pages,
    faq: is_faq,
    legal: is_legal,
    vouchers: is_vouchers,
    range: is_range,
    mail: is_mail,
    pdf: is_pdf,
    shop: is_shop,
    app: is_app,
    federation: is_federation,
    partner: is_partner,
    privacy: is_privacy,
  },
  fi: {
    common: fi_common,
    errors: fi_errors,
    validation: fi_validation,
    domain: fi_domain,
    auth: fi_auth,
    registration: fi_registration,
    profile: fi_profile,
    pages: fi_pages,
    faq: fi_faq,
    legal: fi_legal,
    vouchers: fi_vouchers,
    range: fi_range,
    mail: fi_mail,
    pdf: fi_pdf,
    shop: fi_shop,
    app: fi_app,
    federation: fi_federation,
    partner: fi_partner,
    privacy: fi_privacy,
  },
} satisfies Record<Locale, Record<(typeof SECTIONS)[number], object>>;
