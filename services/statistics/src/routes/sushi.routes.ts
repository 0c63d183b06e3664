import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { Pool } from '@journal/db';
import { SushiError } from '../domain/sushi/sushi-exceptions';
import { REPORTS, reportNameOf } from '../domain/sushi/report-catalogue';
import { parseReportRequest } from '../domain/sushi/sushi-request';
import type { ReportContext } from '../domain/sushi/sushi-reports';
import {
  monthsAvailable,
  sushiCustomerOf,
  sushiReport,
  type SushiCustomer,
} from '../domain/sushi/sushi-service';

const BASE = '/api/sushi/r51';
const credentials = z.object({
  customer_id: z.string().optional(),
  requestor_id: z.string().optional(),
  api_key: z.string().optional(),
});

/** COUNTER's "The World": usage not attributed to an institution. */
const THE_WORLD = '0000000000000000';

/** A proprietary namespace from the publisher's name (COUNTER: a letter, then 1-17 of [A-Za-z0-9_./]). */
export function proprietaryNamespace(publisher: string): string {
  const letters = publisher.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
  return /^[a-z]/.test(letters) && letters.length >= 2 ? letters.slice(0, 18) : 'journals';
}

/**
 * `/api/sushi/r51`: the COUNTER_SUSHI5 API of Release 5.1 (status, members, reports, PR, TR, IR and
 * their standard views PR_P1, TR_J3, IR_A1). Status
 * answers anyone; the rest needs a customer's credentials unless the administrator made reports public.
 * Every refusal is a SUSHI exception in COUNTER's JSON.
 */
export function sushiRoutes(deps: { pool: Pool; publisherName: string; now?: () => Date }): Router {
  const router = Router();
  const now = deps.now ?? (() => new Date());
  const namespace = proprietaryNamespace(deps.publisherName);

  /** The customer the credentials name; undefined for an anonymous reader of public reports. */
  async function customerOf(req: Request): Promise<SushiCustomer | undefined> {
    const parsed = credentials.safeParse(req.query);
    if (!parsed.success) throw new SushiError(1030, 'Each credential may be given once');
    const { customer_id: customerId, requestor_id: requestorId, api_key: apiKey } = parsed.data;
    return sushiCustomerOf(deps.pool, { customerId, requestorId, apiKey });
  }

  const contextOf = (customer: SushiCustomer | undefined): ReportContext => ({
    institutionName: customer?.name ?? 'The World',
    institutionId: `${namespace}:${customer?.customerId ?? THE_WORLD}`,
    platform: deps.publisherName,
    namespace,
    publisher: deps.publisherName,
    created: now(),
  });

  router.get(`${BASE}/status`, (_req, res) => {
    res.json([
      {
        Description: `COUNTER 5.1 usage reports of ${deps.publisherName}`,
        Service_Active: true,
      },
    ]);
  });

  router.get(`${BASE}/members`, async (req, res) => {
    const customer = await customerOf(req);
    res.json([
      {
        Customer_ID: customer?.customerId ?? THE_WORLD,
        Institution_Name: customer?.name ?? 'The World',
      },
    ]);
  });

  router.get(`${BASE}/reports`, async (req, res) => {
    await customerOf(req);
    const available = await monthsAvailable(deps.pool, now());
    res.json(
      REPORTS.map((report) => ({
        Report_Name: reportNameOf(report.id),
        Report_ID: report.id.toUpperCase(),
        Release: '5.1',
        Report_Description: report.description,
        Path: `/r51/reports/${report.id}`,
        First_Month_Available: available.first,
        Last_Month_Available: available.last,
      })),
    );
  });

  for (const { id } of REPORTS) {
    router.get(`${BASE}/reports/${id}`, async (req, res) => {
      const customer = await customerOf(req);
      const request = parseReportRequest(id, req.query, now());
      res.json(await sushiReport(deps.pool, id, request, contextOf(customer)));
    });
  }

  // Only this router's errors: a SUSHI refusal is answered as COUNTER's exception JSON.
  router.use(BASE, (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!(err instanceof SushiError)) return next(err);
    res.status(err.status).json(err.exception);
  });
  return router;
}
