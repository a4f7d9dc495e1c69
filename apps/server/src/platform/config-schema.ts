import { z } from "zod";
import { accountsRules, accountsVariables } from "./config-accounts";
import { marketingVariables } from "./config-marketing";
import { messagingRules, messagingVariables } from "./config-messaging";
import { orderVariables } from "./config-orders";
import { paymentGatewayRules, paymentReturnRules, paymentVariables } from "./config-payments";
import { serverRules, serverVariables } from "./config-server";
import { storageRules, storageVariables } from "./config-storage";
import { supplierVariables } from "./config-suppliers";
import type { Need } from "./config-values";

/**
 * Every environment variable the server reads, its default and its rule (config.ts parses them once
 * at start and adds what is derived). A bad value is reported with its name and the reason.
 * The variables are listed by concern (config-server.ts, -storage, -accounts, -messaging,
 * -suppliers, -marketing, -orders, -payments) and parsed here as one object, so that every bad
 * variable is reported at once; the rules across variables run once they all parsed.
 */
export const configSchema = z
  .object({
    ...serverVariables,
    ...storageVariables,
    ...accountsVariables,
    ...messagingVariables,
    ...supplierVariables,
    ...marketingVariables,
    ...orderVariables,
    ...paymentVariables,
  })
  .superRefine((config, ctx) => {
    const need: Need = (when, name, message) => {
      if (when) ctx.addIssue({ code: "custom", path: [name], message });
    };
    const check = { need, production: config.NODE_ENV === "production" };
    accountsRules(config, check);
    messagingRules(config, check);
    paymentGatewayRules(config, check);
    serverRules(config, check);
    storageRules(config, check);
    paymentReturnRules(config, check);
  });
