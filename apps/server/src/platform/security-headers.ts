import helmet from "@fastify/helmet";
import type { AppInstance } from "./types";

/**
 * The security headers of every answer (helmet): a content security policy for the web app, no
 * framing, HSTS in production. `widgetOrigins` are the origins a payment widget loads its script,
 * frames and styles from and posts its card form to (HyperPay's, when configured).
 */
export async function registerSecurityHeaders(
  app: AppInstance,
  options: { isProduction: boolean; widgetOrigins: readonly string[] },
) {
  const widgetOrigins = [...options.widgetOrigins];
  await app.register(helmet, {
    // React Router's server render inlines its hydration data; scripts otherwise come from 'self'.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'", "https://accounts.google.com/gsi/client", ...widgetOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", "https://accounts.google.com/gsi/style", ...widgetOrigins],
        imgSrc: ["'self'", "data:", "blob:", ...widgetOrigins],
        fontSrc: ["'self'", "data:", ...widgetOrigins],
        connectSrc: ["'self'", ...widgetOrigins],
        frameSrc: ["'self'", "https://accounts.google.com/gsi/", ...widgetOrigins],
        formAction: ["'self'", ...widgetOrigins],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: options.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.isProduction,
  });
}
