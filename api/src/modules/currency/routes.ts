import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { convertAmount, formatMoney, rateBetween, roundToCurrency } from '@kora/shared/format';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { HttpError, unauthorized, violationsFrom } from '../../http/errors';
import { countryCode, currencyOfCountry } from './detect';
import { saveCurrency } from './preference';
import { ratesFrom, supportedCurrencies } from './rates';
import { convertSchema, detectSchema, formatSchema, preferenceSchema, rateSchema, supportedSchema } from './schemas';

/** The spec's message for each call's failure (catalogue-and-commerce.md §8 "Currency"). */
export const CURRENCY_ERRORS = {
  convert: 'Erreur conversion devise',
  format: 'Erreur formatage devise',
  rate: 'Erreur récupération taux',
  detect: 'Erreur détection devise',
  preference: 'Erreur mise à jour préférence',
} as const;

/** Bad input answers the call's own message with one violation per field: 400 for a query, 422 for a body. */
function refuseInvalid(request: FastifyRequest, message: string): void {
  const error = request.validationError;
  if (!error) return;
  const status = error.validationContext === 'body' ? 422 : 400;
  throw new HttpError(status, message, violationsFrom(error.validation ?? []));
}

/** Conversion and formatting of prices, the supported currencies, detection, and the user's saved choice. */
export default async function currencyModule(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const rates = ratesFrom(app.config.currency);

  app.get('/currency/convert', { schema: convertSchema, attachValidation: true }, async (request) => {
    refuseInvalid(request, CURRENCY_ERRORS.convert);
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
  });

  app.post('/currency/format', { schema: formatSchema, attachValidation: true }, async (request) => {
    refuseInvalid(request, CURRENCY_ERRORS.format);
    const { amount, currency } = request.body;
    return { amount, currency, formatted_amount: formatMoney(amount, currency) };
  });

  app.get('/currency/supported', { schema: supportedSchema }, async () => supportedCurrencies(rates));

  app.get('/currency/rate', { schema: rateSchema, attachValidation: true }, async (request) => {
    refuseInvalid(request, CURRENCY_ERRORS.rate);
    const { from, to } = request.query;
    return { from, to, rate: rateBetween(from, to, rates) };
  });

  app.get('/currency/detect', { schema: detectSchema, attachValidation: true }, async (request) => {
    refuseInvalid(request, CURRENCY_ERRORS.detect);
    const country = countryCode(request.query.country);
    return { country, currency: currencyOfCountry(country) };
  });

  app.put(
    '/currency/preference',
    { schema: preferenceSchema, attachValidation: true, preHandler: app.requireUser },
    async (request) => {
      refuseInvalid(request, CURRENCY_ERRORS.preference);
      const { currency } = request.body;
      if (!(await saveCurrency(app.db, currentUser(request).id, currency)))
        throw unauthorized('Utilisateur introuvable.');
      return { currency };
    },
  );
}
