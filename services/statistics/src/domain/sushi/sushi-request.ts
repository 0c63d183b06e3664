import {
  addUtcDays,
  isUtcDay,
  lastUtcDayOfMonth,
  utcMonthOf,
  utcMonthsBetween,
  utcStartOf,
} from '@journal/config';
import { z } from 'zod';
import {
  isStandardView,
  STANDARD_VIEWS,
  SUSHI_METRICS,
  type MasterReportId,
  type ReportId,
  type StandardView,
  type SushiMetric,
} from './report-catalogue';
import { SushiError, sushiException, type SushiException } from './sushi-exceptions';

export { SUSHI_METRICS, type ReportId, type SushiMetric } from './report-catalogue';

/** The Attributes_To_Show each report can break its usage down by here. */
const SUPPORTED_ATTRIBUTES: Record<MasterReportId, readonly string[]> = {
  pr: ['Access_Method'],
  tr: ['Access_Type', 'Access_Method'],
  ir: ['Access_Type', 'Access_Method'],
};

/** A report request, checked: whole months from Begin_Date to End_Date, what to show, what was ignored. */
export interface ReportRequest {
  beginDate: string;
  endDate: string;
  /** The months of the period, YYYY-MM, in order. */
  months: string[];
  metrics: SushiMetric[];
  /** metric_type as asked (the header's Metric_Type filter), when asked. */
  metricFilter?: SushiMetric[];
  granularity: 'Month' | 'Total';
  granularityAsked: boolean;
  attributes: string[];
  includeParentDetails: boolean;
  /** Unsupported filter or attribute values, months not ready: reported in the header. */
  exceptions: SushiException[];
  /** Set for a standard view: its fixed filters and attributes replace the parameters. */
  view?: StandardView;
}

const text = z.string().optional();
const reportQuery = z.object({
  begin_date: text,
  end_date: text,
  metric_type: text,
  granularity: text,
  attributes_to_show: text,
  include_parent_details: text,
});

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])(?:-(\d{2}))?$/;
/**
 * No usage can precede it, and before it dates misbehave: Postgres has no year 0, and Date.UTC reads
 * years 0-99 as 1900-1999. An earlier date is an invalid date argument (3020), as COUNTER asks.
 */
const FIRST_YEAR = 1900;

/** YYYY-MM or a real YYYY-MM-DD from 1900 on, as its month; anything else is 3020. */
function monthOf(value: string, name: string): string {
  const match = MONTH.exec(value);
  if (!match) throw new SushiError(3020, `${name} must be YYYY-MM or YYYY-MM-DD`);
  const [, year, month, day] = match;
  if (Number(year) < FIRST_YEAR) throw new SushiError(3020, `${name} is before ${FIRST_YEAR}`);
  if (day !== undefined) {
    if (!isUtcDay(value)) throw new SushiError(3020, `${name} is not a date: ${value}`);
  }
  return `${year}-${month}`;
}

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split('|')
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * The period of a request, by COUNTER 5.1: both dates required (1030), each a month or a day (3020),
 * the begin not after the end and before the current month (3020, as Exception 3031's note asks). The
 * current month is not processed until it ends: a period reaching it ends with the month before, and
 * Exception 3031 names the month left out (End_Date then the previous month's last day).
 */
function periodOf(q: { begin_date?: string; end_date?: string }, now: Date) {
  const missing = [!q.begin_date && 'begin_date', !q.end_date && 'end_date'].filter(Boolean);
  if (missing.length > 0) throw new SushiError(1030, `Missing ${missing.join(' and ')}`);
  const begin = monthOf(q.begin_date!, 'begin_date');
  let end = monthOf(q.end_date!, 'end_date');
  const current = utcMonthOf(now);
  if (begin > end) throw new SushiError(3020, 'begin_date is after end_date');
  if (begin > current) throw new SushiError(3020, 'begin_date is in a future month');
  if (begin === current) {
    throw new SushiError(
      3020,
      `begin_date is in the current month, whose usage is ready once ${current} ends`,
    );
  }
  const exceptions: SushiException[] = [];
  if (end >= current) {
    end = previousMonthOf(current);
    exceptions.push(sushiException(3031, `${current} is not processed until the month ends`));
  }
  return {
    beginDate: `${begin}-01`,
    endDate: lastUtcDayOfMonth(end),
    months: utcMonthsBetween(begin, end),
    exceptions,
  };
}

/** The month before a YYYY-MM month. */
export const previousMonthOf = (month: string): string => utcMonthOf(addUtcDays(utcStartOf(month), -1));

/**
 * Checks a report request against COUNTER 5.1 (the period: periodOf). A master report's unsupported
 * metric types and attributes are ignored and named in 3060 / 3062; a standard view takes its fixed
 * filters and attributes and reads no other parameter.
 */
export function parseReportRequest(report: ReportId, query: unknown, now: Date): ReportRequest {
  const parsed = reportQuery.safeParse(query);
  if (!parsed.success) throw new SushiError(1030, 'Each parameter may be given once');
  const q = parsed.data;
  const period = periodOf(q, now);
  if (isStandardView(report)) {
    const view = STANDARD_VIEWS[report];
    return {
      ...period,
      metrics: view.metrics,
      granularity: 'Month',
      granularityAsked: false,
      attributes: view.accessType ? ['Access_Type'] : [],
      includeParentDetails: view.parents,
      view,
    };
  }

  const exceptions: SushiException[] = [...period.exceptions];
  const asked = listOf(q.metric_type);
  const unknownMetrics = asked.filter((m) => !(SUSHI_METRICS as readonly string[]).includes(m));
  if (unknownMetrics.length)
    exceptions.push(sushiException(3060, `metric_type: ${unknownMetrics.join('|')}`));
  const metricFilter = SUSHI_METRICS.filter((m) => asked.includes(m));

  const attributesAsked = listOf(q.attributes_to_show);
  const attributes = attributesAsked.filter((a) => SUPPORTED_ATTRIBUTES[report].includes(a));
  const unsupported = attributesAsked.filter((a) => !attributes.includes(a));
  if (unsupported.length)
    exceptions.push(sushiException(3062, `attributes_to_show: ${unsupported.join('|')}`));
  let granularity: 'Month' | 'Total' = 'Month';
  if (q.granularity === 'Total' || q.granularity === 'Month') granularity = q.granularity;
  else if (q.granularity) exceptions.push(sushiException(3062, `granularity: ${q.granularity}`));
  const parentDetails = q.include_parent_details;
  if (report !== 'ir' && parentDetails) exceptions.push(sushiException(3062, 'include_parent_details'));
  else if (parentDetails && parentDetails !== 'True' && parentDetails !== 'False') {
    exceptions.push(sushiException(3062, `include_parent_details: ${parentDetails}`));
  }

  return {
    beginDate: period.beginDate,
    endDate: period.endDate,
    months: period.months,
    metrics: metricFilter.length ? metricFilter : [...SUSHI_METRICS],
    ...(metricFilter.length ? { metricFilter } : {}),
    granularity,
    granularityAsked: Boolean(q.granularity) && granularity === q.granularity,
    attributes,
    includeParentDetails: report === 'ir' && parentDetails === 'True',
    exceptions,
  };
}
