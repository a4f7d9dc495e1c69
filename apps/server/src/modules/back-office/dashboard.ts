/**
 * The back office's dashboard (issue 13): today's paid orders and revenue (the Baghdad calendar
 * day), payments pending, issue failures of the last 7 days, and refunds waiting with the oldest's
 * 24-hour deadline, each asked of the module that owns it.
 */
import { type BackOfficeDashboard, calendarDateIn, calendarDayRange, fromCents } from "@safar/domain";

export interface DashboardDeps {
  payments: (from: Date, to: Date) => Promise<{ paidOrders: number; revenueCents: number; pending: number }>;
  issueFailuresSince: (since: Date) => Promise<number>;
  refundsAwaiting: () => Promise<{ count: number; oldestDueAt: string | null }>;
}

const WEEK_MS = 7 * 86_400_000;

export function createDashboard(deps: DashboardDeps, now: () => Date = () => new Date()) {
  return async function dashboard(): Promise<BackOfficeDashboard> {
    const at = now();
    const day = calendarDateIn(at) ?? at.toISOString().slice(0, 10);
    const range = calendarDayRange({ from: day, to: day });
    if (!range?.from || !range.toExclusive) throw new Error(`no Baghdad day range for ${day}`);
    const [payments, issueFailures, refunds] = await Promise.all([
      deps.payments(range.from, range.toExclusive),
      deps.issueFailuresSince(new Date(at.getTime() - WEEK_MS)),
      deps.refundsAwaiting(),
    ]);
    return {
      day,
      paidOrders: payments.paidOrders,
      revenue: fromCents(payments.revenueCents),
      paymentsPending: payments.pending,
      issueFailures,
      refundsAwaiting: refunds.count,
      oldestRefundDueAt: refunds.oldestDueAt,
    };
  };
}
