import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { AD_DEVICE_HEADER } from '@kora/shared/contracts/endpoints';
import { requestLogSerializer } from './auth/log-redaction';
import authPlugin from './auth/plugin';
import type { AppConfig } from './config';
import { openDatabase, type Db } from './db/connection';
import cachingPlugin from './http/caching';
import compressionPlugin from './http/compression';
import { registerErrorHandling } from './http/errors';
import { rejectNonFiniteNumbers } from './http/finite-numbers';
import { publicListCache } from './http/public-list-cache';
import { registerSharedSchemas } from './http/shared-schemas';
import { rateLimitOptions } from './limits/rate-limits';
import mailPlugin from './mail/plugin';
import { createMediaStorage, publicBaseOf } from './media/storage/create-media-storage';
import type { MediaStorages } from './media/storage/media-storage';
import { MediaUrls } from './media/urls';
import { UPLOAD_LIMIT_BYTES } from './modules/media/upload-rules';
import accountsModule from './modules/accounts/routes';
import adListening from './modules/ads/listen-counting';
import adsModule from './modules/ads/routes';
import catalogueModule from './modules/catalogue/routes';
import creatorModule from './modules/creator/routes';
import currencyModule from './modules/currency/routes';
import eventsModule from './modules/events/routes';
import healthModule from './modules/health/routes';
import libraryModule from './modules/library/routes';
import mediaModule from './modules/media/routes';
import notificationsModule from './modules/notifications/routes';
import offlineModule from './modules/offline/routes';
import publicMediaRoute from './modules/media/public-media-route';
import oauthModule from './modules/oauth/routes';
import podcastCreatorModule from './modules/podcast-creator/routes';
import podcastFeedModule from './modules/podcast-feed/routes';
import purchasesModule from './modules/purchases/routes';
import searchModule from './modules/search/routes';
import storeModule from './modules/store/routes';
import subscriptionsModule from './modules/subscriptions/routes';
import supportModule from './modules/support/routes';
import walletModule from './modules/wallet/routes';
import paymentsPlugin from './payments/plugin';
import paymentsRoutes from './payments/routes';
import { serializersOnFirstUse } from './http/serializers-on-first-use';
import { validatorsOnFirstUse } from './http/validators-on-first-use';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    media: MediaUrls;
    /** Where media files live: the local folders, or a bucket with STORAGE=s3. */
    storage: MediaStorages;
  }
}

export interface ServerOptions {
  /** An already open database (tests); otherwise opened from config and closed with the server. */
  db?: Db;
  /** Media storages other than those the configuration names (tests). */
  storage?: MediaStorages;
  /** false silences the logs (tests). */
  logger?: boolean;
}

/** The whole API as a Fastify instance; call `listen` or `inject` on it. */
export function buildServer(config: AppConfig, options: ServerOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, serializers: { req: requestLogSerializer } },
    bodyLimit: config.bodyLimit,
    // A number of hops as the function Fastify's types accept for it.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
    schemaController: {
      compilersFactory: { buildValidator: validatorsOnFirstUse(), buildSerializer: serializersOnFirstUse() },
    },
  });

  const db = options.db ?? openDatabase(config.database);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('media', new MediaUrls(config.publicUrl, publicBaseOf(config)));
  app.decorate('storage', options.storage ?? createMediaStorage(config));
  if (!options.db) app.addHook('onClose', async () => db.destroy());

  registerErrorHandling(app);
  rejectNonFiniteNumbers(app);

  // A kept public list is answered first, as recorded after every other hook (see public-list-cache).
  const publicLists = publicListCache();
  app.register(publicLists.serve);
  app.register(helmet, {
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        // Local installs are served over plain HTTP.
        upgradeInsecureRequests: null,
      },
    },
  });
  app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key', 'Last-Event-ID', AD_DEVICE_HEADER],
  });
  app.register(rateLimit, rateLimitOptions(db));
  // In this order: the ETag is of the plain body, compressed next, and the list kept as it goes out.
  app.register(cachingPlugin);
  app.register(compressionPlugin);
  app.register(publicLists.keep);
  app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES.video, files: 1, fields: 10 } });

  app.register(publicMediaRoute);

  app.register(swagger, {
    openapi: {
      info: {
        title: 'Kora API',
        version: '0.1.0',
        description: 'Music community platform: catalogue, events, store, accounts.',
      },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    refResolver: { buildLocalReference: (schema, _base, _fragment, i) => String(schema.$id ?? `def-${i}`) },
  });
  app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.register(authPlugin, { secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds });
  app.register(mailPlugin);
  app.register(paymentsPlugin);

  registerSharedSchemas(app);
  // Before the modules: it hooks the spot count onto the listen route as that route is added.
  app.register(adListening);
  app.register(
    async (api) => {
      api.register(healthModule);
      api.register(accountsModule);
      api.register(mediaModule);
      api.register(catalogueModule);
      api.register(eventsModule);
      api.register(storeModule);
      api.register(paymentsRoutes);
      api.register(subscriptionsModule);
      api.register(oauthModule);
      api.register(purchasesModule);
      api.register(walletModule);
      api.register(currencyModule);
      api.register(creatorModule);
      api.register(podcastCreatorModule);
      api.register(podcastFeedModule);
      api.register(searchModule);
      api.register(notificationsModule);
      api.register(libraryModule);
      api.register(offlineModule);
      api.register(supportModule);
      api.register(adsModule);
    },
    { prefix: '/api' },
  );

  return app;
}
