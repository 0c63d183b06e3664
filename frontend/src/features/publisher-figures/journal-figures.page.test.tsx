import { screen, within } from '@testing-library/react';
import { renderAt } from '../../test-utils/render-at.test-util';
import JournalFiguresPage from './journal-figures.page';
import type { PublisherFigures } from './publisher-figures.api';

// jsdom has no canvas: the chart library is replaced by a recorder of what the page asks it to draw.
const drawn: { labels: string[]; datasets: { label: string; data: number[] }[] }[] = [];
jest.mock('chart.js', () => {
  class FakeChart {
    static register() {}
    constructor(_canvas: unknown, config: { data: (typeof drawn)[number] }) {
      drawn.push(config.data);
    }
    destroy() {}
  }
  return {
    Chart: FakeChart,
    BarController: {},
    BarElement: {},
    CategoryScale: {},
    LinearScale: {},
    Legend: {},
    Tooltip: {},
  };
});

const figures = (over: Partial<PublisherFigures>): PublisherFigures => ({
  submissionsReceived: 0,
  transferredIn: 0,
  transferredOut: 0,
  deskRejections: 0,
  reviewsRequested: 0,
  reviewsAccepted: 0,
  reviewsReceived: 0,
  acceptanceRate: null,
  medianDaysToFirstDecision: null,
  p90DaysToFirstDecision: null,
  medianDaysToAcceptance: null,
  p90DaysToAcceptance: null,
  medianDaysToPublication: null,
  p90DaysToPublication: null,
  articlesPublished: 0,
  licences: {},
  ...over,
});

function answer(status: number, body: unknown) {
  global.fetch = jest.fn(async () => ({
    ok: status < 400,
    status,
    statusText: status < 400 ? 'OK' : 'Not Found',
    headers: new Headers({ 'content-type': 'application/json' }),
    json: async () => body,
    text: async () => JSON.stringify(body),
  })) as unknown as typeof fetch;
}

describe('JournalFiguresPage (issue 44 item 5)', () => {
  beforeEach(() => drawn.splice(0));

  it("shows each past year's figures as a table and a chart", async () => {
    answer(200, {
      success: true,
      data: {
        slug: 'civil-engineering',
        name: 'Civil Engineering',
        years: [
          {
            year: 2025,
            ...figures({
              submissionsReceived: 41,
              transferredIn: 3,
              deskRejections: 12,
              acceptanceRate: 0.3125,
              medianDaysToFirstDecision: 18.5,
              articlesPublished: 9,
              licences: { 'CC BY 4.0': 8, 'CC0 1.0': 1 },
            }),
          },
          {
            year: 2024,
            ...figures({ submissionsReceived: 30, articlesPublished: 7, licences: { 'CC BY 4.0': 7 } }),
          },
        ],
      },
    });
    renderAt('/journals/civil-engineering/figures', <JournalFiguresPage />, '/journals/:journalId/figures');
    const table = await screen.findByRole('table', { name: 'Civil Engineering: figures by year' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Figure', '2025', '2024']);
    const row = (label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(row('Submissions received')).toEqual(['41', '30']);
    expect(row('Acceptance rate')).toEqual(['31.3 %', '–']);
    expect(row('Median days to first decision')).toEqual(['18.5', '–']);
    expect(row('Published under CC BY 4.0')).toEqual(['8', '7']);
    expect(row('Published under CC0 1.0')).toEqual(['1', '0']);
    expect(screen.getByRole('link', { name: 'Civil Engineering' })).toHaveAttribute(
      'href',
      '/journals/civil-engineering',
    );
    expect(screen.getByRole('img', { name: 'Civil Engineering: figures by year' })).toBeInTheDocument();
    const chart = drawn[drawn.length - 1]!;
    expect(chart.labels).toEqual(['2025', '2024']);
    expect(chart.datasets.find((d) => d.label === 'Submissions received')!.data).toEqual([41, 30]);
    expect(chart.datasets.find((d) => d.label === 'Articles published')!.data).toEqual([9, 7]);
    expect(global.fetch).toHaveBeenCalledWith('/api/journals/civil-engineering/figures', expect.anything());
  });

  it('says the journal does not publish its figures when the switch is off (404)', async () => {
    answer(404, { success: false, message: 'This journal does not publish its figures' });
    renderAt('/journals/education/figures', <JournalFiguresPage />, '/journals/:journalId/figures');
    expect(await screen.findByText('This journal does not publish its figures.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(drawn).toEqual([]);
  });

  it('says so when no year is complete yet', async () => {
    answer(200, { success: true, data: { slug: 'education', name: 'Education', years: [] } });
    renderAt('/journals/education/figures', <JournalFiguresPage />, '/journals/:journalId/figures');
    expect(await screen.findByText('There is no complete year of figures yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
