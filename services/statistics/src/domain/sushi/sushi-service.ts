import { utcMonthOf } from '@journal/config';
import type { Queryable } from '@journal/db';
import {
  createSushiCustomer,
  findSushiCustomer,
  setSushiPublicReports,
  sushiPublicReports,
  type SushiCustomer,
} from '../../repositories/sushi-customers.repository';
import {
  firstUsageMonthBefore,
  itemUsage,
  platformUsage,
  titleUsage,
} from '../../repositories/usage-reports.repository';
import { masterOf, type ReportId } from './report-catalogue';
import { SushiError } from './sushi-exceptions';
import { previousMonthOf, type ReportRequest } from './sushi-request';
import { counterReport, type ReportContext, type ReportUsage } from './sushi-reports';

export type { SushiCustomer } from '../../repositories/sushi-customers.repository';

/** The credentials of a SUSHI request, as given (each at most once). */
export interface SushiCredentials {
  customerId?: string;
  requestorId?: string;
  apiKey?: string;
}

/**
 * The customer the credentials name, or undefined for an anonymous reader when the administrator made
 * reports public. Every refusal is the SUSHI exception COUNTER names for it.
 */
export async function sushiCustomerOf(
  db: Queryable,
  { customerId, requestorId, apiKey }: SushiCredentials,
): Promise<SushiCustomer | undefined> {
  if (!customerId) {
    if (await sushiPublicReports(db)) return undefined;
    throw new SushiError(1030, 'customer_id is required');
  }
  const customer = await findSushiCustomer(db, customerId);
  // COUNTER 5.1 names an unrecognised customer_id in 2010 (403), 2000 being for the requestor_id.
  if (!customer) throw new SushiError(2010, 'Unknown customer_id');
  if (!apiKey) throw new SushiError(1030, 'api_key is required');
  if (!customer.keyMatches(apiKey)) throw new SushiError(2020);
  if (requestorId !== undefined && requestorId !== customer.requestorId) {
    throw new SushiError(2010, 'requestor_id does not belong to this customer_id');
  }
  return customer;
}

/**
 * The report list's First_Month_Available and Last_Month_Available (both required by COUNTER): the last
 * is the month before the current one, the last month processed (Exception 3031), with usage or not;
 * the first is the first month with usage, or the last when none was counted before the current month.
 */
export async function monthsAvailable(db: Queryable, now: Date): Promise<{ first: string; last: string }> {
  const current = utcMonthOf(now);
  const last = previousMonthOf(current);
  const first = await firstUsageMonthBefore(db, `${current}-01`);
  return { first: first ?? last, last };
}

/**
 * A COUNTER report of the requested period (sushi-reports.ts), from the monthly roll-up of the usage
 * (statistics.usage_monthly): a period is whole months (sushi-request.ts), so no daily row is read. PR
 * and TR are summed in Postgres to a cell per metric and month (per journal for TR); IR needs each
 * article's months.
 */
export async function sushiReport(
  db: Queryable,
  id: ReportId,
  request: ReportRequest,
  context: ReportContext,
) {
  return counterReport(id, await usageOf(db, id, request), request, context);
}

async function usageOf(db: Queryable, id: ReportId, request: ReportRequest): Promise<ReportUsage> {
  const period = {
    firstMonth: request.months[0]!,
    lastMonth: request.months[request.months.length - 1]!,
    metrics: request.metrics,
  };
  const master = masterOf(id);
  if (master === 'pr') return { master, cells: await platformUsage(db, period) };
  if (master === 'tr') return { master, titles: await titleUsage(db, period) };
  return { master, rows: await itemUsage(db, period) };
}

/** A new SUSHI customer with fresh credentials; the API key is shown once and kept only as its hash. */
export function addSushiCustomer(db: Queryable, name: string, createdBy: string) {
  return createSushiCustomer(db, name, createdBy);
}

/** Whether reports answer without credentials (the administrator's SUSHI setting). */
export function reportsArePublic(db: Queryable): Promise<boolean> {
  return sushiPublicReports(db);
}

export function setReportsPublic(db: Queryable, publicReports: boolean): Promise<void> {
  return setSushiPublicReports(db, publicReports);
}
