/**
 * The customers' calls (`/api/back-office/customers…`, `…/wallet-adjustments…`), each answer parsed
 * with the domain's schema: the search, one customer, their account's status, and the wallet
 * adjustments finance makes and decides.
 */
import {
  backOfficeCustomerDetailsSchema,
  backOfficeCustomerSchema,
  backOfficeCustomersPageSchema,
  type CreateWalletAdjustment,
  type SetCustomerStatus,
  walletAdjustmentSchema,
  walletAdjustmentsPageSchema,
} from "@safar/domain";
import type { z } from "zod";
import { get, post } from "./back-office-api";
import {
  type AdjustmentsFilter,
  adjustmentsQuery,
  type CustomersFilter,
  customersQuery,
} from "./customers-query";

const id = (value: string) => encodeURIComponent(value);

export const listCustomers = (filter: CustomersFilter, signal?: AbortSignal) =>
  get("customers", backOfficeCustomersPageSchema, signal, customersQuery(filter));

export const getCustomer = (userId: string, signal?: AbortSignal) =>
  get(`customers/${id(userId)}`, backOfficeCustomerDetailsSchema, signal);

export const setCustomerStatus = (userId: string, body: SetCustomerStatus) =>
  post(`customers/${id(userId)}/status`, body, backOfficeCustomerSchema);

export const adjustWallet = (userId: string, body: CreateWalletAdjustment) =>
  post(`customers/${id(userId)}/wallet-adjustments`, body, walletAdjustmentSchema);

export const listWalletAdjustments = (filter: AdjustmentsFilter, signal?: AbortSignal) =>
  get("wallet-adjustments", walletAdjustmentsPageSchema, signal, adjustmentsQuery(filter));

export type CustomerAdjustments = z.infer<typeof walletAdjustmentsPageSchema>;

/** The customer's latest adjustments (their page), with the amount above which one waits for approval. */
export const CUSTOMER_ADJUSTMENTS_SHOWN = 10;
export const listCustomerAdjustments = (userId: string, signal?: AbortSignal) =>
  get("wallet-adjustments", walletAdjustmentsPageSchema, signal, {
    userId,
    page: 1,
    pageSize: CUSTOMER_ADJUSTMENTS_SHOWN,
  });

export const approveWalletAdjustment = (adjustmentId: string) =>
  post(`wallet-adjustments/${id(adjustmentId)}/approve`, {}, walletAdjustmentSchema);

export const rejectWalletAdjustment = (adjustmentId: string, note: string) =>
  post(`wallet-adjustments/${id(adjustmentId)}/reject`, { note }, walletAdjustmentSchema);
