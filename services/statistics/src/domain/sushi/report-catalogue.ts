/** The metrics this platform counts (COUNTER 5.1 names), in the order reports list them. */
export const SUSHI_METRICS = [
  'Total_Item_Investigations',
  'Total_Item_Requests',
  'Unique_Item_Investigations',
  'Unique_Item_Requests',
] as const;
export type SushiMetric = (typeof SUSHI_METRICS)[number];

export type MasterReportId = 'pr' | 'tr' | 'ir';
export type StandardViewId = 'pr_p1' | 'tr_j3' | 'ir_a1';
export type ReportId = MasterReportId | StandardViewId;

/**
 * A standard view: its master report with the filters and attributes the Code of Practice 5.1 fixes
 * for it (Section 4). A view takes no filter or attribute parameter, only the period.
 */
export interface StandardView {
  master: MasterReportId;
  name: string;
  description: string;
  /** The Report_Filters the view states besides its dates, as COUNTER's schema fixes them. */
  filters: { Access_Method: string[]; Data_Type?: string[]; Metric_Type: string[] };
  /** The view's metrics this platform counts (Searches_Platform and Unique_Title_* it does not). */
  metrics: SushiMetric[];
  /** Attribute_Performance broken down by Access_Type (TR_J3, IR_A1). */
  accessType: boolean;
  /** Attribute_Performance names its Data_Type (PR_P1; the other two are of one Data_Type). */
  dataType: boolean;
  /** Items under their parent (IR_A1: the journal). */
  parents: boolean;
}

export const STANDARD_VIEWS: Record<StandardViewId, StandardView> = {
  pr_p1: {
    master: 'pr',
    name: 'Platform Usage',
    description: 'Requests of the platform as a whole (standard view of the Platform Report).',
    filters: {
      Access_Method: ['Regular'],
      Metric_Type: [
        'Searches_Platform',
        'Total_Item_Requests',
        'Unique_Item_Requests',
        'Unique_Title_Requests',
      ],
    },
    metrics: ['Total_Item_Requests', 'Unique_Item_Requests'],
    accessType: false,
    dataType: true,
    parents: false,
  },
  tr_j3: {
    master: 'tr',
    name: 'Journal Usage by Access Type',
    description: 'Usage per journal by access type (standard view of the Title Report).',
    filters: { Access_Method: ['Regular'], Data_Type: ['Journal'], Metric_Type: [...SUSHI_METRICS] },
    metrics: [...SUSHI_METRICS],
    accessType: true,
    dataType: false,
    parents: false,
  },
  ir_a1: {
    master: 'ir',
    name: 'Journal Article Requests',
    description: 'Requests per article, under its journal (standard view of the Item Report).',
    filters: {
      Access_Method: ['Regular'],
      Data_Type: ['Article'],
      Metric_Type: ['Total_Item_Requests', 'Unique_Item_Requests'],
    },
    metrics: ['Total_Item_Requests', 'Unique_Item_Requests'],
    accessType: true,
    dataType: false,
    parents: true,
  },
};

export const MASTER_REPORT_NAMES: Record<MasterReportId, string> = {
  pr: 'Platform Report',
  tr: 'Title Report',
  ir: 'Item Report',
};

/** Every report this server answers, masters first, each view after its master (the /reports list). */
export const REPORTS: { id: ReportId; description: string }[] = [
  { id: 'pr', description: 'Usage of the platform as a whole.' },
  { id: 'pr_p1', description: STANDARD_VIEWS.pr_p1.description },
  { id: 'tr', description: 'Usage per journal.' },
  { id: 'tr_j3', description: STANDARD_VIEWS.tr_j3.description },
  { id: 'ir', description: 'Usage per article.' },
  { id: 'ir_a1', description: STANDARD_VIEWS.ir_a1.description },
];

export const isStandardView = (id: ReportId): id is StandardViewId => id in STANDARD_VIEWS;

/** The master report a report is (itself for a master). */
export const masterOf = (id: ReportId): MasterReportId =>
  isStandardView(id) ? STANDARD_VIEWS[id].master : id;

/** Report_Name as COUNTER's schemas fix it. */
export const reportNameOf = (id: ReportId): string =>
  isStandardView(id) ? STANDARD_VIEWS[id].name : MASTER_REPORT_NAMES[id];
