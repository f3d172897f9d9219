import type { Locale } from './locales';

/**
 * One term per concept per language (issue 8: Danish had "værdibeviser" in the header and
 * "vouchers"/"golfvouchers" on sign-up and profile). Each entry names the term the texts use and
 * the words that must not appear instead of it; glossary.test.ts searches every translation
 * resource for them. Inflected forms of the term are fine (værdibevis, værdibeviset,
 * værdibeviserne); a stray pattern matches the word and its inflections. A coupon is one kind of
 * voucher (spec §1), not another word for it. Placeholders ({{voucher}}) are not text.
 */
export interface GlossaryEntry {
  term: string;
  stray: readonly RegExp[];
}

export type Concept = 'voucher' | 'unionMember';

export const GLOSSARY: Record<Concept, Record<Locale, GlossaryEntry>> = {
  /** A voucher of spec §3: a green-fee ticket, clip card, gift card, offer or range basket. */
  voucher: {
    en: { term: 'voucher', stray: [/\bvalue certificates?\b/i] },
    da: { term: 'værdibevis', stray: [/voucher/i] },
    no: { term: 'kupong', stray: [/voucher/i, /verdibevis/i] },
    sv: { term: 'värdebevis', stray: [/voucher/i] },
    de: { term: 'Gutschein', stray: [/voucher/i] },
    is: { term: 'inneignarmiði', stray: [/voucher/i] },
    fi: { term: 'arvoseteli', stray: [/voucher/i] },
  },
  /** A golfer who belongs to a golf union (signs up with member number and birth date). */
  unionMember: {
    en: { term: 'union member', stray: [/federation member/i] },
    da: { term: 'medlem af en golfunion', stray: [/unionsmedlem/i] },
    no: { term: 'medlem av et golfforbund', stray: [/unionsmedlem/i] },
    sv: { term: 'medlem i ett golfförbund', stray: [/unionsmedlem/i] },
    de: { term: 'Mitglied eines Golfverbands', stray: [/unionsmitglied/i] },
    is: { term: 'félagi í golfsambandi', stray: [/union/i] },
    fi: { term: 'golfliiton jäsen', stray: [/unioni/i] },
  },
};

/** A country in the phrases a sentence needs: where someone is from, and where someone is. */
export interface CountryPhrases {
  from: string;
  in: string;
}

/**
 * Countries with their prepositions and grammatical case per language, for greetings such as
 * "Tervetuloa, golfaaja Tanskasta!" or "Velkomin(n), kylfingur frá Danmörku!" (a name pasted
 * into a fixed sentence reads "golfaaja maasta Tanska"). A country not listed gets a sentence
 * without its name.
 */
export const COUNTRY_PHRASES: Record<Locale, Record<string, CountryPhrases>> = {
  en: {
    DK: { from: 'from Denmark', in: 'in Denmark' },
    NO: { from: 'from Norway', in: 'in Norway' },
    SE: { from: 'from Sweden', in: 'in Sweden' },
    IS: { from: 'from Iceland', in: 'in Iceland' },
    FI: { from: 'from Finland', in: 'in Finland' },
    DE: { from: 'from Germany', in: 'in Germany' },
    GB: { from: 'from the United Kingdom', in: 'in the United Kingdom' },
    US: { from: 'from the United States', in: 'in the United States' },
  },
  da: {
    DK: { from: 'fra Danmark', in: 'i Danmark' },
    NO: { from: 'fra Norge', in: 'i Norge' },
    SE: { from: 'fra Sverige', in: 'i Sverige' },
    IS: { from: 'fra Island', in: 'i Island' },
    FI: { from: 'fra Finland', in: 'i Finland' },
    DE: { from: 'fra Tyskland', in: 'i Tyskland' },
    GB: { from: 'fra Storbritannien', in: 'i Storbritannien' },
    US: { from: 'fra USA', in: 'i USA' },
  },
  no: {
    DK: { from: 'fra Danmark', in: 'i Danmark' },
    NO: { from: 'fra Norge', in: 'i Norge' },
    SE: { from: 'fra Sverige', in: 'i Sverige' },
    IS: { from: 'fra Island', in: 'på Island' },
    FI: { from: 'fra Finland', in: 'i Finland' },
    DE: { from: 'fra Tyskland', in: 'i Tyskland' },
    GB: { from: 'fra Storbritannia', in: 'i Storbritannia' },
    US: { from: 'fra USA', in: 'i USA' },
  },
  sv: {
    DK: { from: 'från Danmark', in: 'i Danmark' },
    NO: { from: 'från Norge', in: 'i Norge' },
    SE: { from: 'från Sverige', in: 'i Sverige' },
    IS: { from: 'från Island', in: 'på Island' },
    FI: { from: 'från Finland', in: 'i Finland' },
    DE: { from: 'från Tyskland', in: 'i Tyskland' },
    GB: { from: 'från Storbritannien', in: 'i Storbritannien' },
    US: { from: 'från USA', in: 'i USA' },
  },
  de: {
    DK: { from: 'aus Dänemark', in: 'in Dänemark' },
    NO: { from: 'aus Norwegen', in: 'in Norwegen' },
    SE: { from: 'aus Schweden', in: 'in Schweden' },
    IS: { from: 'aus Island', in: 'in Island' },
    FI: { from: 'aus Finnland', in: 'in Finnland' },
    DE: { from: 'aus Deutschland', in: 'in Deutschland' },
    GB: { from: 'aus dem Vereinigten Königreich', in: 'im Vereinigten Königreich' },
    US: { from: 'aus den USA', in: 'in den USA' },
  },
  is: {
    DK: { from: 'frá Danmörku', in: 'í Danmörku' },
    NO: { from: 'frá Noregi', in: 'í Noregi' },
    SE: { from: 'frá Svíþjóð', in: 'í Svíþjóð' },
    IS: { from: 'frá Íslandi', in: 'á Íslandi' },
    FI: { from: 'frá Finnlandi', in: 'í Finnlandi' },
    DE: { from: 'frá Þýskalandi', in: 'í Þýskalandi' },
    GB: { from: 'frá Bretlandi', in: 'í Bretlandi' },
    US: { from: 'frá Bandaríkjunum', in: 'í Bandaríkjunum' },
  },
  fi: {
    DK: { from: 'Tanskasta', in: 'Tanskassa' },
    NO: { from: 'Norjasta', in: 'Norjassa' },
    SE: { from: 'Ruotsista', in: 'Ruotsissa' },
    IS: { from: 'Islannista', in: 'Islannissa' },
    FI: { from: 'Suomesta', in: 'Suomessa' },
    DE: { from: 'Saksasta', in: 'Saksassa' },
    GB: { from: 'Isosta-Britanniasta', in: 'Isossa-Britanniassa' },
    US: { from: 'Yhdysvalloista', in: 'Yhdysvalloissa' },
  },
};

/** The phrases for a country (ISO 3166-1 alpha-2) in a language, or undefined when not known. */
export function countryPhrases(
  locale: Locale,
  countryCode: string | null | undefined,
): CountryPhrases | undefined {
  if (!countryCode) return undefined;
  return COUNTRY_PHRASES[locale][countryCode.toUpperCase()];
}
