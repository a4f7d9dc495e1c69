import { CabinClass } from "@safar/domain/enums";
import type { FastifyBaseLogger } from "fastify";
import { createAccountsModule } from "./modules/accounts/create-accounts-module";
import { createAppVersionModule } from "./modules/app-version/create-app-version-module";
import { createBackOfficeModule } from "./modules/back-office/create-back-office-module";
import { createBlogModule } from "./modules/blog/create-blog-module";
import { createCatalogModule } from "./modules/catalog/create-catalog-module";
import { createConfigurationModule } from "./modules/configuration/create-configuration-module";
import { createFulfilmentModule } from "./modules/fulfilment/create-fulfilment-module";
import { createHotelsModule } from "./modules/hotels/create-hotels-module";
import { createImagesModule } from "./modules/images/create-images-module";
import { createInteractionsModule } from "./modules/interactions/create-interactions-module";
import { createLandingModule } from "./modules/landing/create-landing-module";
import { createNotificationsModule } from "./modules/notifications/create-notifications-module";
import { createOrdersModule } from "./modules/orders/create-orders-module";
import { createPassengersModule } from "./modules/passengers/create-passengers-module";
import { createPaymentsModule } from "./modules/payments/create-payments-module";
import { createPricingModule } from "./modules/pricing/create-pricing-module";
import { createPromotionsModule } from "./modules/promotions/create-promotions-module";
import { createRefundsModule } from "./modules/refunds/create-refunds-module";
import { createResellersModule } from "./modules/resellers/create-resellers-module";
import { createTicketsModule } from "./modules/tickets/create-tickets-module";
import { createToursModule } from "./modules/tours/create-tours-module";
import { createTrendingModule } from "./modules/trending/create-trending-module";
import { createVisasModule } from "./modules/visas/create-visas-module";
import { createWalletModule } from "./modules/wallet/create-wallet-module";
import type { Cache } from "./platform/cache";
import type { AppConfig } from "./platform/config";
import { createFileStorage } from "./platform/create-file-storage";
import type { DatabaseHandle } from "./platform/db";
import type { JobQueue } from "./platform/jobs";
import type { RateLimiter } from "./platform/rate-limit";

/**
 * The modules, each `createXModule(deps) → { service, register }`, given the services they use
 * (app.ts registers them). A module that needs one made after it asks for it through a function,
 * called only once the app runs.
 */
export async function wireModules(deps: {
  config: AppConfig;
  database: DatabaseHandle;
  cache: Cache;
  /** The web build's version (the installable app's latest by default). */
  buildVersion: string | undefined;
  limiter: RateLimiter;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}) {
  const { config, limiter, jobs, log } = deps;
  const { db } = deps.database;

  const notifications = createNotificationsModule({ config, db, log });
  const accounts = await createAccountsModule({ config, db, limiter, notifications: notifications.service });
  const { requireUser, verifyAccessToken } = accounts;
  const configuration = createConfigurationModule({ db });
  const appVersion = createAppVersionModule({ config, buildVersion: deps.buildVersion });
  const pricing = createPricingModule({ db });
  const catalog = createCatalogModule({
    config,
    db,
    cache: deps.cache,
    configuration: configuration.service,
    verifyAccessToken,
    log,
    // The search history records searches; it names their airports from the catalog's reference data.
    recordSearch: (userId, search) => interactions.service.recordFlightSearch(userId, search),
  });
  const hotels = createHotelsModule({
    config,
    db,
    cache: deps.cache,
    log,
    verifyAccessToken,
    recordSearch: (userId, search) => interactions.service.recordHotelSearch(userId, search),
    // The image host keeps the photos' bytes (wired below): the hotels module keeps their paths.
    photos: () => images.service.hotelPhotos,
  });
  const interactions = createInteractionsModule({
    db,
    placeName: catalog.placeName,
    hotelCityName: (code) => hotels.service.cityName(code),
    // Visas are wired after the orders they sell: asked only once the app runs.
    visaProductNames: (productId) => visas.service.productNames(productId),
    requireUser,
  });
  const passengers = createPassengersModule({ db, requireUser });
  const wallet = createWalletModule({
    db,
    isProduction: config.isProduction,
    requireUser,
    findUserId: accounts.service.findUserId,
  });
  // Tours (issue 16): the operator's packages, priced at the display rate, their destinations named
  // by the hotels module.
  const tours = createToursModule({
    db,
    exchangeRate: (currency) => pricing.service.exchangeRate(currency),
    cities: () => hotels.service.cities(),
    currencies: async () => (await pricing.service.getUiCurrencies()).map((c) => c.currencyCode),
    // The image host keeps the photos' bytes (wired below): the tours module keeps their paths.
    photos: () => images.service.tourPhotos,
  });
  const orders = createOrdersModule({
    db,
    catalog: catalog.service,
    hotels: hotels.service,
    tours: tours.bookings,
    customers: accounts.service,
    holdMinutes: config.ORDER_HOLD_MINUTES,
    requireUser,
    log,
  });
  // The platform's file storage: the image host's pictures and the visa officers' files.
  const fileStorage = createFileStorage(config, deps.database);
  const visas = createVisasModule({
    db,
    exchangeRate: (currency) => pricing.service.exchangeRate(currency),
    currencies: async () => (await pricing.service.getUiCurrencies()).map((c) => c.currencyCode),
    orders: orders.service,
    // The image host keeps the documents' bytes (wired below) in the customer's private images.
    documents: {
      inspect: (file) => images.service.inspect(file),
      upload: (ownerId, file) => images.service.upload(ownerId, file),
      read: (userId, path, size) => images.service.read(userId, path, size),
    },
    countries: configuration.service.getAllCountries,
    storage: () => fileStorage,
    wake: (orderId) => fulfilment.service.wake(orderId),
    notifications: notifications.service,
    recordSearch: (userId, search) => interactions.service.recordVisaSearch(userId, search),
    requireUser,
    verifyAccessToken,
    log,
  });
  // The home page's promotions (issue 16), managed in the back office.
  const promotions = createPromotionsModule({ db });
  // City landing pages (issue 16): the operator's words about a city, named by the hotels module,
  // with the cheapest flights to it from the catalog's fare calendar.
  const landing = createLandingModule({
    db,
    cache: deps.cache,
    cities: () => hotels.service.cities(),
    airport: catalog.airport,
    fareCalendar: (request, requestLog) =>
      catalog.service.homePageCalendar({ ...request, cabinClass: CabinClass.Economy }, requestLog),
    log,
    tourIds: async () => (await tours.service.list({})).tours.map((tour) => tour.id),
    publicOrigin: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined,
  });
  const fulfilment = createFulfilmentModule({
    config,
    db,
    jobs,
    orders: orders.service,
    // Payments are wired after fulfilment (they start its work): asked only once the app runs.
    payments: { paidCents: (orderId, tx) => payments.service.paidCents(orderId, tx) },
    catalog: catalog.service,
    hotels: hotels.service,
    visas: { ...visas.service.cases, announce: (orderId) => visas.service.officers.announce(orderId) },
    tours: tours.bookings,
    wallet: wallet.service,
    requireUser,
    log,
  });
  const tickets = createTicketsModule({
    orders: orders.service,
    fulfilment: fulfilment.service,
    notifications: notifications.service,
    verifyAccessToken,
    publicUrl: config.PUBLIC_URL,
  });
  fulfilment.sendTicketWith(async (orderId) => {
    await tickets.deliver(orderId);
  });
  const payments = await createPaymentsModule({
    config,
    db,
    pricing: pricing.service,
    orders: orders.service,
    wallet: wallet.service,
    fulfilment,
    requireUser,
    log,
  });
  const refunds = createRefundsModule({
    db,
    orders: orders.service,
    catalog: catalog.service,
    hotels: hotels.service,
    wallet: wallet.service,
    accounts: accounts.service,
    notifications: notifications.service,
    requireUser,
    log,
  });
  orders.service.refundableWith((order) => refunds.service.refundableCents(order));
  // The order pages read the issue, the payments and the refund requests of an order.
  orders.service.historyWith({
    fulfilment: (orderId) => fulfilment.service.record(orderId),
    payments: (orderId) => payments.service.orderPayments(orderId),
    refunds: (orderId) => refunds.service.requestsOfOrder(orderId),
  });
  const backOffice = createBackOfficeModule({
    config,
    db,
    refunds: refunds.service.operator,
    requestRefund: (orderId, body) => refunds.service.createForCustomer(orderId, body),
    orders: orders.service.operator,
    orderIdsByReference: fulfilment.service.orderIdsByReference,
    findUserId: accounts.service.findUserId,
    pricing: pricing.service,
    figures: {
      payments: payments.service.figures,
      issueFailuresSince: fulfilment.service.failuresSince,
      refundsAwaiting: refunds.service.operator.awaiting,
    },
    customers: accounts.customers,
    walletBalanceCents: (userId) => wallet.service.balanceCents(userId),
    travellersOf: (userId) => passengers.service.list(userId),
    // An order's page in the back office: its supplier calls, messages and ledger movements (each
    // module names the references of its own: payments, refund requests, a failed issue's return),
    // and refunds.
    activityOf: async (orderId) => {
      const [requests, ...references] = await Promise.all([
        refunds.service.requestsOfOrder(orderId),
        payments.service.ledgerReferencesOf(orderId),
        refunds.service.ledgerReferencesOf(orderId),
        fulfilment.service.ledgerReferencesOf(orderId),
      ]);
      const [state, supplierCalls, messages, ledger] = await Promise.all([
        fulfilment.service.state(orderId),
        fulfilment.service.supplierCalls(orderId),
        notifications.service.sentAbout(orderId),
        wallet.service.movementsOf(references.flat()),
      ]);
      return { fulfilment: state, supplierCalls, messages, ledger, refunds: requests };
    },
    resendTicket: (orderId) => tickets.deliver(orderId, { again: true }),
    walletPost: (tx, input) => wallet.service.post(tx, input),
    retryIssuance: (orderId) => fulfilment.service.retryNow(orderId),
    charters: catalog.charters,
    hotels: hotels.admin,
    markups: catalog.markups,
    hotelMarkups: hotels.markups,
    vouchers: orders.vouchers,
    visas: visas.service.officers,
    visaProducts: visas.service.productAdmin,
    tours: tours.admin,
    promotions: promotions.service.admin,
    landingPages: landing.service.admin,
    gateways: {
      list: () => payments.service.gatewaysForOperators(),
      offer: (id, input, audit) => payments.service.offerGateway(id, input, audit),
    },
    recordIssuedByHand: (orderId, input) => fulfilment.service.recordIssuedByHand(orderId, input),
    limiter,
  });
  if (config.isProduction && !config.OPERATOR_TOTP_KEY)
    log.warn("OPERATOR_TOTP_KEY is not set: operators' authenticator keys are kept plain in the database");
  // The image host (/images/): uploads, passport MRZ scans; its OCR workers end with the app.
  const images = createImagesModule({
    storage: await fileStorage,
    verifyAccessToken,
    limiter,
    countries: configuration.service.getAllCountries,
    // Demo hotels' photos are drawn when first read: the hotels module says what they show.
    demoHotelPhoto: (propertyId, path) => hotels.admin.demoPhoto(propertyId, path),
    demoTourPhoto: (tourId, path) => tours.service.demoPhoto(tourId, path),
    scanLimits: {
      concurrency: config.MRZ_SCAN_CONCURRENCY,
      maxQueued: config.MRZ_SCAN_QUEUE,
      maxRequestPixels: Math.round(config.MRZ_MAX_REQUEST_MEGAPIXELS * 1_000_000),
    },
  });

  // The home page's blog (an external feed, when configured).
  const blog = createBlogModule({ config, cache: deps.cache, log });
  // Trending destinations: every customer's recent searches, named by the catalog and the hotels.
  const trending = createTrendingModule({
    config,
    searchedDestinations: (since) => interactions.service.searchedDestinations(since),
    airport: catalog.airport,
    hotelCities: () => hotels.service.cities(),
  });

  // SafarMarket: its search turned into ours, and its pixel steps (spec §7 resellers).
  const resellers = createResellersModule({
    config,
    db,
    catalog: catalog.service,
    orders: orders.service,
    verifyAccessToken,
    requireUser,
    log,
  });

  return {
    configuration,
    appVersion,
    pricing,
    accounts,
    notifications,
    catalog,
    hotels,
    visas,
    tours,
    promotions,
    landing,
    interactions,
    passengers,
    wallet,
    orders,
    fulfilment,
    tickets,
    payments,
    refunds,
    backOffice,
    images,
    blog,
    trending,
    resellers,
  };
}
