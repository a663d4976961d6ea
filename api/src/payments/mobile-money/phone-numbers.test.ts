import {
  formatPhone,
  maskPhone,
  normalizePhone,
  parsePhone,
  PHONE_CHARACTERS,
  PHONE_COUNTRY_MISSING,
  PHONE_COUNTRY_UNSUPPORTED,
  PHONE_REQUIRED,
  type CountryCallingCode,
} from './phone-numbers';

const errorOf = (input: string, defaultCountry?: CountryCallingCode) => {
  const parsed = parsePhone(input, { defaultCountry });
  return parsed.ok ? null : parsed.error;
};

describe('phone numbers for mobile money, per country', () => {
  it.each<[CountryCallingCode, string, string, string]>([
    [
      '225',
      '+225 07 00 00 00 01',
      '+2250700000001',
      'Numéro de téléphone invalide pour la Côte d’Ivoire (10 chiffres).',
    ],
    ['221', '+221 77 123 45 67', '+221771234567', 'Numéro de téléphone invalide pour le Sénégal (9 chiffres).'],
    ['223', '+223 76 12 34 56', '+22376123456', 'Numéro de téléphone invalide pour le Mali (8 chiffres).'],
    ['226', '+226 70 12 34 56', '+22670123456', 'Numéro de téléphone invalide pour le Burkina Faso (8 chiffres).'],
    ['227', '+227 90 12 34 56', '+22790123456', 'Numéro de téléphone invalide pour le Niger (8 chiffres).'],
    ['228', '+228 90 12 34 56', '+22890123456', 'Numéro de téléphone invalide pour le Togo (8 chiffres).'],
    [
      '229',
      '+229 01 97 12 34 56',
      '+2290197123456',
      'Numéro de téléphone invalide pour le Bénin (10 chiffres : ajoutez 01 devant un ancien numéro à 8 chiffres).',
    ],
    ['237', '+237 6 71 23 45 67', '+237671234567', 'Numéro de téléphone invalide pour le Cameroun (9 chiffres).'],
  ])('+%s: accepts %s, refuses one digit more or less', (code, typed, e164, lengthError) => {
    expect(parsePhone(typed)).toEqual({
      ok: true,
      phone: { countryCode: code, national: e164.slice(code.length + 1), e164 },
    });
    expect(errorOf(`${typed}9`)).toBe(lengthError);
    expect(errorOf(typed.slice(0, -1))).toBe(lengthError);
  });

  it('takes the number as it is typed: spaces, dots, hyphens, 00 for +, no-break spaces', () => {
    for (const typed of [
      '+2250700000001',
      ' +225 07 00 00 00 01 ',
      '+225.07.00.00.00.01',
      '+225 07-00-00-00-01',
      '00225 07 00 00 00 01',
      '+225\u00a007\u202f00 00 00 01',
    ]) {
      expect(normalizePhone(typed)).toBe('+2250700000001');
    }
  });

  it('reads a national number in the country already chosen, with or without its code', () => {
    expect(normalizePhone('07 00 00 00 01', { defaultCountry: '225' })).toBe('+2250700000001');
    expect(normalizePhone('2250700000001', { defaultCountry: '225' })).toBe('+2250700000001');
    expect(normalizePhone('77 123 45 67', { defaultCountry: '221' })).toBe('+221771234567');
    expect(errorOf('77 123 45 67', '225')).toBe('Numéro de téléphone invalide pour la Côte d’Ivoire (10 chiffres).');
  });

  it('says what is wrong, in French', () => {
    expect(errorOf('')).toBe(PHONE_REQUIRED);
    expect(errorOf('   ')).toBe(PHONE_REQUIRED);
    expect(errorOf('07 00 00 00 01')).toBe(PHONE_COUNTRY_MISSING);
    expect(errorOf('+33 6 12 34 56 78')).toBe(PHONE_COUNTRY_UNSUPPORTED);
    expect(PHONE_COUNTRY_UNSUPPORTED).toBe(
      'Indicatif non pris en charge : utilisez +225, +221, +223, +226, +227, +228, +229 ou +237.',
    );
    expect(errorOf('+225 07 00 00 00 0a')).toBe(PHONE_CHARACTERS);
    expect(errorOf('+225 (07) 00 00 00 01')).toBe(PHONE_CHARACTERS);
    expect(errorOf('225+0700000001')).toBe(PHONE_CHARACTERS);
  });

  it('refuses a fixed line or an old plan where every mobile number starts the same way', () => {
    expect(errorOf('+225 27 22 00 00 01')).toBe(
      'Numéro de téléphone invalide pour la Côte d’Ivoire : un numéro de mobile commence par 01, 05 ou 07.',
    );
    expect(normalizePhone('+225 01 02 03 04 05')).toBe('+2250102030405');
    expect(normalizePhone('+225 05 06 07 08 09')).toBe('+2250506070809');
    expect(errorOf('+221 33 123 45 67')).toBe(
      'Numéro de téléphone invalide pour le Sénégal : un numéro de mobile commence par 7.',
    );
    expect(errorOf('+237 2 22 23 45 67')).toBe(
      'Numéro de téléphone invalide pour le Cameroun : un numéro de mobile commence par 6.',
    );
    // Bénin: 10 digits since 30 November 2024, all starting with 01; the 8-digit numbers are gone.
    expect(errorOf('+229 97 12 34 56')).toBe(
      'Numéro de téléphone invalide pour le Bénin (10 chiffres : ajoutez 01 devant un ancien numéro à 8 chiffres).',
    );
    expect(errorOf('+229 02 97 12 34 56')).toBe(
      'Numéro de téléphone invalide pour le Bénin : les numéros commencent par 01.',
    );
  });
});

describe('writing and masking a number', () => {
  it('groups the digits as each country writes them', () => {
    expect(formatPhone('+2250700000001')).toBe('+225 07 00 00 00 01');
    expect(formatPhone('+221771234567')).toBe('+221 77 123 45 67');
    expect(formatPhone('+237671234567')).toBe('+237 6 71 23 45 67');
    expect(formatPhone('+22670123456')).toBe('+226 70 12 34 56');
  });

  it('shows only the first and last groups', () => {
    expect(maskPhone('+2250700000001')).toBe('+225 07 •• •• •• 01');
    const parsed = parsePhone('+225 07 00 00 00 01');
    if (!parsed.ok) throw new Error(parsed.error);
    expect(maskPhone(parsed.phone)).toBe('+225 07 •• •• •• 01');
    expect(maskPhone('+221771234567')).toBe('+221 77 ••• •• 67');
    expect(maskPhone('+2290197123456')).toBe('+229 01 •• •• •• 56');
    expect(maskPhone('+237671234567')).toBe('+237 6 •• •• •• 67');
    expect(maskPhone('+22376123456')).toBe('+223 76 •• •• 56');
  });

  it('never shows more than the last two digits of a number it cannot read', () => {
    expect(maskPhone('+33612345678')).toBe('•• •• 78');
    expect(maskPhone('')).toBe('••');
  });
});
