import {
  convertCurrency,
  currencyRate,
  detectCurrency,
  formatCurrency,
  listSupportedCurrencies,
  saveCurrencyPreference,
} from '@kora/shared/contracts/endpoints';
import { convertAmount, formatMoney, rateBetween, roundToCurrency } from '@kora/shared/format';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { unauthorized } from '../../http/errors';
import { route } from '../../http/route';
import { countryCode, currencyOfCountry } from './detect';
import { inCallWords } from './invalid-input';
import { saveCurrency } from './preference';
import { ratesFrom, supportedCurrencies } from './rates';

/** The spec's message for each call's failure (catalogue-and-commerce.md §8 "Currency"). */
export const CURRENCY_ERRORS = {
  convert: 'Erreur conversion devise',
  format: 'Erreur formatage devise',
  rate: 'Erreur récupération taux',
  detect: 'Erreur détection devise',
  preference: 'Erreur mise à jour préférence',
} as const;

const failingWith = (message: string) => ({ inputErrors: inCallWords(message) });

/** Conversion and formatting of prices, the supported currencies, detection, and the user's saved choice. */
export default async function currencyModule(app: FastifyInstance): Promise<void> {
  const rates = ratesFrom(app.config.currency);

  route(
    app,
    convertCurrency,
    async (request) => {
      const { amount, from, to } = request.query;
      const converted = roundToCurrency(convertAmount(amount, from, to, rates), to);
      return {
        amount,
        from,
        to,
        rate: rateBetween(from, to, rates),
        converted_amount: converted,
        formatted_amount: formatMoney(converted, to),
      };
    },
    failingWith(CURRENCY_ERRORS.convert),
  );

  route(
    app,
    formatCurrency,
    async (request) => {
      const { amount, currency } = request.body;
      return { amount, currency, formatted_amount: formatMoney(amount, currency) };
    },
    failingWith(CURRENCY_ERRORS.format),
  );

  route(app, listSupportedCurrencies, async () => supportedCurrencies(rates));

  route(
    app,
    currencyRate,
    async (request) => {
      const { from, to } = request.query;
      return { from, to, rate: rateBetween(from, to, rates) };
    },
    failingWith(CURRENCY_ERRORS.rate),
  );

  route(
    app,
    detectCurrency,
    async (request) => {
      const country = countryCode(request.query.country);
      return { country, currency: currencyOfCountry(country) };
    },
    failingWith(CURRENCY_ERRORS.detect),
  );

  route(
    app,
    saveCurrencyPreference,
    async (request) => {
      const { currency } = request.body;
      if (!(await saveCurrency(app.db, currentUser(request).id, currency)))
        throw unauthorized('Utilisateur introuvable.');
      return { currency };
    },
    failingWith(CURRENCY_ERRORS.preference),
  );
}
