import type app from './en/app';
import type auth from './en/auth';
import type common from './en/common';
import type domain from './en/domain';
import type errors from './en/errors';
import type faq from './en/faq';
import type federation from './en/federation';
import type legal from './en/legal';
import type mail from './en/mail';
import type pages from './en/pages';
import type partner from './en/partner';
import type pdf from './en/pdf';
import type privacy from './en/privacy';
import type profile from './en/profile';
import type range from './en/range';
import type registration from './en/registration';
import type shop from './en/shop';
import type validation from './en/validation';
import type { IsPlural } from './plural';
import type vouchers from './en/vouchers';

/**
 * The English texts, every section, as one tree: the source the other languages are shaped on
 * (`Shape`), and the tree every `t` (`Translator`: the API's and the web's) takes its keys from.
 */
export interface Texts {
  common: typeof common;
  errors: typeof errors;
  validation: typeof validation;
  domain: typeof domain;
  auth: typeof auth;
  registration: typeof registration;
  profile: typeof profile;
  pages: typeof pages;
  faq: typeof faq;
  legal: typeof legal;
  vouchers: typeof vouchers;
  range: typeof range;
  mail: typeof mail;
  pdf: typeof pdf;
  shop: typeof shop;
  app: typeof app;
  federation: typeof federation;
  partner: typeof partner;
  privacy: typeof privacy;
}

/** The dotted keys of the texts below `T` ("voucherNotFound", "price.free", …); a plural is one text. */
export type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : IsPlural<T[K]> extends true ? K : `${K}.${KeysOf<T[K]>}`;
}[keyof T & string];

/**
 * Every translation key ("errors.voucherNotFound", "domain.price.free"): `translate` and a
 * `Translator` take only these, so a misspelt key fails the typecheck. A key built from a value
 * is typed as a union of the keys it can become (`errors.${ErrorCode}` style), or checked at run
 * time with `isTranslationKey` where the value comes from outside.
 */
export type TranslationKey = KeysOf<Texts>;

/** The keys below a prefix ("mail", "partner.mail"), without it: what `translatorIn(locale, prefix)` takes. */
export type KeysUnder<P extends string> = TranslationKey extends infer K
  ? K extends `${P}.${infer Rest}`
    ? Rest
    : never
  : never;
