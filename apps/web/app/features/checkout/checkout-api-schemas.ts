/**
 * The schemas the booking calls are parsed with (spec §7). They load beside the call that needs
 * them (checkout-api.ts), not with the page (decision 031); the booking page's first data is
 * checked in a worker (booking-answers.ts), and with these where no worker runs.
 */
import { orderDetailSchema } from "@safar/domain/flight-order";
import { plpProposalDetailsSchema, productTypeSchema } from "@safar/domain/flights";
import { verifyIssueFlightTicketSchema } from "@safar/domain/issuance";
import {
  createPaymentResponseSchema,
  paymentGatewaysPageSchema,
  paymentSchema,
  verifyFlightOrderSchema,
} from "@safar/domain/payment";
import { countrySchema } from "@safar/domain/reference";
import { savedPassengerSchema } from "@safar/domain/saved-passenger";
import { balanceDifferenceSchema } from "@safar/domain/wallet";

export {
  balanceDifferenceSchema,
  createPaymentResponseSchema,
  orderDetailSchema,
  paymentGatewaysPageSchema,
  paymentSchema,
  plpProposalDetailsSchema,
  productTypeSchema,
  savedPassengerSchema,
  verifyFlightOrderSchema,
  verifyIssueFlightTicketSchema,
};

export const countriesSchema = countrySchema.array();

export const savedPassengersSchema = savedPassengerSchema.array();
