/**
 * Phone numbers of the countries where Kora takes mobile money (CinetPay's UEMOA countries and
 * Cameroon): parsed from what a payer types, checked per country, written and masked for display.
 *
 * Lengths are those of each national numbering plan today. Bénin went from 8 to 10 digits on
 * 30 November 2024 (every number now starts with 01; the 8-digit numbers were switched off a month
 * later), so only 10 digits are accepted there, with a hint for someone still typing the old number.
 */

export type CountryCallingCode = '225' | '221' | '223' | '226' | '227' | '228' | '229' | '237';

interface CountryPlan {
  /** ISO 3166 code. */
  iso: string;
  /** The country's name after "pour …": 'la Côte d’Ivoire', 'le Sénégal'. */
  forName: string;
  /** Digits of a national number. */
  digits: number;
  /** What a mobile number starts with, when every mobile number of the country does; null: any. */
  mobile: { pattern: RegExp; hint: string } | null;
  /** How the national number is grouped when written: 07 00 00 00 01. */
  groups: readonly number[];
  /** A hint for a wrong length, when one helps. */
  lengthHint?: string;
}

export const COUNTRY_PLANS: Readonly<Record<CountryCallingCode, CountryPlan>> = {
  '225': {
    iso: 'CI',
    forName: 'la Côte d’Ivoire',
    digits: 10,
    mobile: { pattern: /^0[157]/, hint: 'un numéro de mobile commence par 01, 05 ou 07' },
    groups: [2, 2, 2, 2, 2],
  },
  '221': {
    iso: 'SN',
    forName: 'le Sénégal',
    digits: 9,
    mobile: { pattern: /^7/, hint: 'un numéro de mobile commence par 7' },
    groups: [2, 3, 2, 2],
  },
  '223': { iso: 'ML', forName: 'le Mali', digits: 8, mobile: null, groups: [2, 2, 2, 2] },
  '226': { iso: 'BF', forName: 'le Burkina Faso', digits: 8, mobile: null, groups: [2, 2, 2, 2] },
  '227': { iso: 'NE', forName: 'le Niger', digits: 8, mobile: null, groups: [2, 2, 2, 2] },
  '228': { iso: 'TG', forName: 'le Togo', digits: 8, mobile: null, groups: [2, 2, 2, 2] },
  '229': {
    iso: 'BJ',
    forName: 'le Bénin',
    digits: 10,
    mobile: { pattern: /^01/, hint: 'les numéros commencent par 01' },
    groups: [2, 2, 2, 2, 2],
    lengthHint: 'ajoutez 01 devant un ancien numéro à 8 chiffres',
  },
  '237': {
    iso: 'CM',
    forName: 'le Cameroun',
    digits: 9,
    mobile: { pattern: /^6/, hint: 'un numéro de mobile commence par 6' },
    groups: [1, 2, 2, 2, 2],
  },
};

/** In the order the site lists them (object keys that look like numbers would come out sorted). */
export const COUNTRY_CALLING_CODES: readonly CountryCallingCode[] = [
  '225',
  '221',
  '223',
  '226',
  '227',
  '228',
  '229',
  '237',
];

/** A checked number: its country and its national digits. */
export interface PhoneNumber {
  countryCode: CountryCallingCode;
  /** The national number, digits only: '0700000001'. */
  national: string;
  /** '+2250700000001' */
  e164: string;
}

export type PhoneParse = { ok: true; phone: PhoneNumber } | { ok: false; error: string };

export const PHONE_REQUIRED = 'Indiquez votre numéro de téléphone.';
export const PHONE_CHARACTERS =
  'Numéro de téléphone invalide : tapez uniquement des chiffres (espaces et points acceptés).';
export const PHONE_COUNTRY_MISSING = 'Indiquez l’indicatif du pays devant le numéro (par exemple +225).';
export const PHONE_COUNTRY_UNSUPPORTED = `Indicatif non pris en charge : utilisez ${COUNTRY_CALLING_CODES.map(
  (code) => `+${code}`,
)
  .join(', ')
  .replace(/, (?=[^,]*$)/, ' ou ')}.`;

/** 'Numéro de téléphone invalide pour la Côte d’Ivoire (10 chiffres).' */
export function phoneLengthError(code: CountryCallingCode): string {
  const plan = COUNTRY_PLANS[code];
  const hint = plan.lengthHint ? ` : ${plan.lengthHint}` : '';
  return `Numéro de téléphone invalide pour ${plan.forName} (${plan.digits} chiffres${hint}).`;
}

function notMobileError(code: CountryCallingCode): string {
  const plan = COUNTRY_PLANS[code];
  return `Numéro de téléphone invalide pour ${plan.forName} : ${plan.mobile?.hint ?? 'ce n’est pas un numéro de mobile'}.`;
}

/** Typed characters allowed: digits, spaces (any), dots and hyphens, one leading +. */
const TYPED = /^\+?[\d\s.-]+$/;

function checked(code: CountryCallingCode, national: string): PhoneParse {
  const plan = COUNTRY_PLANS[code];
  if (national.length !== plan.digits) return { ok: false, error: phoneLengthError(code) };
  if (plan.mobile && !plan.mobile.pattern.test(national)) return { ok: false, error: notMobileError(code) };
  return { ok: true, phone: { countryCode: code, national, e164: `+${code}${national}` } };
}

/**
 * A number as a payer types it: '+225 07 00 00 00 01', '00225 07.00.00.00.01', or, with a default
 * country (the one already chosen), '07 00 00 00 01'. French error texts for the form.
 */
export function parsePhone(input: string, options: { defaultCountry?: CountryCallingCode } = {}): PhoneParse {
  const typed = input.trim();
  if (!typed) return { ok: false, error: PHONE_REQUIRED };
  if (!TYPED.test(typed)) return { ok: false, error: PHONE_CHARACTERS };
  const digits = typed.replace(/\D/g, '');
  const international = typed.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international !== null) {
    const code = COUNTRY_CALLING_CODES.find((candidate) => international.startsWith(candidate));
    if (!code) return { ok: false, error: PHONE_COUNTRY_UNSUPPORTED };
    return checked(code, international.slice(code.length));
  }
  const fallback = options.defaultCountry;
  if (!fallback) return { ok: false, error: PHONE_COUNTRY_MISSING };
  // '2250700000001' typed without the +: the country code and a whole national number.
  if (digits.startsWith(fallback) && digits.length === fallback.length + COUNTRY_PLANS[fallback].digits) {
    return checked(fallback, digits.slice(fallback.length));
  }
  return checked(fallback, digits);
}

/** The number in E.164 form ('+2250700000001'), or null when it does not check. */
export function normalizePhone(input: string, options?: { defaultCountry?: CountryCallingCode }): string | null {
  const parsed = parsePhone(input, options);
  return parsed.ok ? parsed.phone.e164 : null;
}

function grouped(phone: PhoneNumber, mask: boolean): string {
  const { groups } = COUNTRY_PLANS[phone.countryCode];
  const parts: string[] = [];
  let at = 0;
  groups.forEach((size, index) => {
    const part = phone.national.slice(at, at + size);
    at += size;
    const hidden = mask && index > 0 && index < groups.length - 1;
    parts.push(hidden ? '•'.repeat(part.length) : part);
  });
  return `+${phone.countryCode} ${parts.join(' ')}`;
}

function asPhone(phone: PhoneNumber | string): PhoneNumber | null {
  if (typeof phone !== 'string') return phone;
  const parsed = parsePhone(phone);
  return parsed.ok ? parsed.phone : null;
}

/** '+225 07 00 00 00 01' */
export function formatPhone(phone: PhoneNumber | string): string {
  const known = asPhone(phone);
  return known ? grouped(known, false) : String(phone);
}

/**
 * The number as receipts, the history and "last used" show it: '+225 07 •• •• •• 01'. A number that
 * does not check keeps only its last two digits.
 */
export function maskPhone(phone: PhoneNumber | string): string {
  const known = asPhone(phone);
  if (known) return grouped(known, true);
  const digits = String(phone).replace(/\D/g, '');
  return digits.length > 2 ? `•• •• ${digits.slice(-2)}` : '••';
}
