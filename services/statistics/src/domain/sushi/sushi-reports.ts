import { utcDayOf } from '@journal/config';
import type { MonthlyArticleUsage, TitleUsage, UsageCell } from '../../repositories/usage-reports.repository';
import { fullName } from '../author-name';
import { masterOf, reportNameOf, type ReportId } from './report-catalogue';
import { sushiException, type SushiException } from './sushi-exceptions';
import type { ReportRequest, SushiMetric } from './sushi-request';

/** Who the report is for and who made it (the Report_Header's institution and provider fields). */
export interface ReportContext {
  institutionName: string;
  /** Institution_ID.Proprietary: `namespace:customer id` (`namespace:0000000000000000` for The World). */
  institutionId: string;
  platform: string;
  /** The namespace of proprietary ids: `^[a-zA-Z][a-zA-Z0-9_./]{1,17}$`. */
  namespace: string;
  publisher: string;
  created: Date;
}

const METRIC_OF: Record<SushiMetric, keyof MonthlyArticleUsage> = {
  Total_Item_Investigations: 'totalInvestigations',
  Total_Item_Requests: 'totalRequests',
  Unique_Item_Investigations: 'uniqueInvestigations',
  Unique_Item_Requests: 'uniqueRequests',
};

type Cell = UsageCell<SushiMetric>;
type Counts = Record<string, number>;

/**
 * What a report is made of, by master report: the platform's cells (PR), each journal's (TR), or each
 * article's months (IR); only what has a metric asked for above 0, in the order the report lists it
 * (repositories/usage-reports.repository.ts).
 */
export type ReportUsage =
  | { master: 'pr'; cells: Cell[] }
  | { master: 'tr'; titles: TitleUsage<SushiMetric>[] }
  | { master: 'ir'; rows: MonthlyArticleUsage[] };

/**
 * The Performance object of some cells: per metric, its months in the cells' order (months without any
 * are left out, and so is a metric without any, as COUNTER reports only what happened). With Granularity
 * Total the period's sum sits under its first month, the only key the 5.1 Counts schema allows.
 */
function performanceOf(cells: Cell[], request: ReportRequest): Record<string, Counts> {
  const performance: Record<string, Counts> = {};
  for (const metric of request.metrics) {
    const counts: Counts = {};
    for (const cell of cells) {
      if (cell.metric !== metric || cell.value === 0) continue;
      const key = request.granularity === 'Total' ? request.months[0]! : cell.month;
      counts[key] = (counts[key] ?? 0) + cell.value;
    }
    if (Object.keys(counts).length > 0) performance[metric] = counts;
  }
  return performance;
}

/** An article's months as cells, in the rows' order. */
const cellsOf = (rows: MonthlyArticleUsage[], request: ReportRequest): Cell[] =>
  rows.flatMap((row) =>
    request.metrics.map((metric) => ({ metric, month: row.month, value: row[METRIC_OF[metric]] as number })),
  );

/**
 * Attribute_Performance of some cells: one entry, the attributes asked for with this platform's values
 * (every use is Open and Regular). Data_Type is left out where the standard view is of one Data_Type.
 */
function attributePerformance(cells: Cell[], request: ReportRequest, dataType: string) {
  return [
    {
      ...(request.view?.dataType === false ? {} : { Data_Type: dataType }),
      ...(request.attributes.includes('Access_Type') ? { Access_Type: 'Open' } : {}),
      ...(request.attributes.includes('Access_Method') ? { Access_Method: 'Regular' } : {}),
      Performance: performanceOf(cells, request),
    },
  ];
}

/** Rows grouped by a key, groups in the order of their first row (one pass: pushed, never copied). */
const groupBy = <K>(rows: MonthlyArticleUsage[], key: (r: MonthlyArticleUsage) => K) => {
  const groups = new Map<K, MonthlyArticleUsage[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return [...groups.values()];
};

function journalItemId(
  row: Pick<MonthlyArticleUsage, 'issnOnline' | 'issnPrint' | 'journalSlug'>,
  namespace: string,
) {
  return {
    ...(row.issnOnline ? { Online_ISSN: row.issnOnline } : {}),
    ...(row.issnPrint ? { Print_ISSN: row.issnPrint } : {}),
    Proprietary: `${namespace}:${row.journalSlug}`,
  };
}

function itemOf(rows: MonthlyArticleUsage[], request: ReportRequest, context: ReportContext) {
  const first = rows[0]!;
  const authors = first.authors.slice(0, 3).map((a) => ({
    Name: fullName(a),
    ...(a.orcid ? { ORCID: a.orcid } : {}),
  }));
  return {
    Item: first.title,
    Publisher: context.publisher,
    Platform: context.platform,
    Item_ID: { DOI: first.doi, Proprietary: `${context.namespace}:${first.articleId}` },
    ...(authors.length ? { Authors: authors } : {}),
    Publication_Date: utcDayOf(first.publishedAt),
    Attribute_Performance: attributePerformance(cellsOf(rows, request), request, 'Article'),
  };
}

function reportItems(usage: ReportUsage, request: ReportRequest, context: ReportContext) {
  if (usage.master === 'pr') {
    return [
      {
        Platform: context.platform,
        Attribute_Performance: attributePerformance(usage.cells, request, 'Article'),
      },
    ];
  }
  if (usage.master === 'tr') {
    return usage.titles.map((journal) => ({
      Title: journal.journalTitle,
      Publisher: context.publisher,
      Platform: context.platform,
      Item_ID: journalItemId(journal, context.namespace),
      Attribute_Performance: attributePerformance(journal.cells, request, 'Journal'),
    }));
  }
  const items = (group: MonthlyArticleUsage[]) =>
    groupBy(group, (r) => r.articleId).map((article) => itemOf(article, request, context));
  if (!request.includeParentDetails) return [{ Items: items(usage.rows) }];
  return groupBy(usage.rows, (r) => r.journalSlug).map((journal) => ({
    Title: journal[0]!.journalTitle,
    Item_ID: journalItemId(journal[0]!, context.namespace),
    // IR_A1's parent has no Data_Type: its parents are journals by definition.
    ...(request.view ? {} : { Data_Type: 'Journal' }),
    Items: items(journal),
  }));
}

/** Whether the usage has anything to report. */
const isEmpty = (usage: ReportUsage) =>
  (usage.master === 'pr' ? usage.cells : usage.master === 'tr' ? usage.titles : usage.rows).length === 0;

function reportAttributes(request: ReportRequest) {
  // A standard view's attributes are fixed by its definition: its header states none.
  if (request.view) return {};
  const attributes = {
    ...(request.attributes.length ? { Attributes_To_Show: request.attributes } : {}),
    ...(request.includeParentDetails ? { Include_Parent_Details: 'True' } : {}),
    ...(request.granularityAsked ? { Granularity: request.granularity } : {}),
  };
  return Object.keys(attributes).length ? { Report_Attributes: attributes } : {};
}

/** Report_Filters: the period and, for a standard view, its fixed filters; for a master, what was asked. */
function reportFilters(request: ReportRequest) {
  return {
    Begin_Date: request.beginDate,
    End_Date: request.endDate,
    ...(request.view?.filters ?? (request.metricFilter ? { Metric_Type: request.metricFilter } : {})),
  };
}

/**
 * A COUNTER 5.1 report (PR, TR, IR or one of their standard views) of the usage as the request asks for
 * it. No usage in the period gives the report with no items and Exception 3030, as the Code of Practice
 * prescribes.
 */
export function counterReport(
  report: ReportId,
  usage: ReportUsage,
  request: ReportRequest,
  context: ReportContext,
) {
  if (usage.master !== masterOf(report)) throw new Error(`${report} is not made of ${usage.master} usage`);
  const exceptions: SushiException[] = [...request.exceptions];
  const empty = isEmpty(usage);
  if (empty) exceptions.push(sushiException(3030, `${request.beginDate} to ${request.endDate}`));
  return {
    Report_Header: {
      Release: '5.1',
      Report_ID: report.toUpperCase(),
      Report_Name: reportNameOf(report),
      Created: context.created.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Created_By: context.publisher,
      Institution_Name: context.institutionName,
      Institution_ID: { Proprietary: [context.institutionId] },
      Registry_Record: '',
      Report_Filters: reportFilters(request),
      ...reportAttributes(request),
      ...(exceptions.length ? { Exceptions: exceptions } : {}),
    },
    Report_Items: empty ? [] : reportItems(usage, request, context),
  };
}
