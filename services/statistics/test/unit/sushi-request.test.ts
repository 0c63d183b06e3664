import { SushiError } from '../../src/domain/sushi/sushi-exceptions';
import { parseReportRequest, previousMonthOf } from '../../src/domain/sushi/sushi-request';

describe('parseReportRequest: the period (COUNTER 5.1 Exceptions 3020 and 3031)', () => {
  const now = new Date('2027-01-15T08:00:00.000Z');

  it('ends a period reaching the current month with the month before, across a year', () => {
    expect(previousMonthOf('2027-01')).toBe('2026-12');
    const request = parseReportRequest('pr', { begin_date: '2026-11', end_date: '2027-03' }, now);
    expect(request).toMatchObject({
      beginDate: '2026-11-01',
      endDate: '2026-12-31',
      months: ['2026-11', '2026-12'],
      exceptions: [
        {
          Code: 3031,
          Message: 'Usage Not Ready for Requested Dates',
          Data: '2027-01 is not processed until the month ends',
        },
      ],
    });
  });

  it('says nothing of the current month for a period that ends before it', () => {
    const request = parseReportRequest('ir_a1', { begin_date: '2026-02', end_date: '2026-12-31' }, now);
    expect(request).toMatchObject({ endDate: '2026-12-31', exceptions: [] });
  });

  it('refuses a begin in the current month with 3020', () => {
    const refusal = (() => {
      try {
        parseReportRequest('tr_j3', { begin_date: '2027-01-02', end_date: '2027-01' }, now);
      } catch (err) {
        return err;
      }
    })();
    expect(refusal).toBeInstanceOf(SushiError);
    expect((refusal as SushiError).exception.Code).toBe(3020);
    expect((refusal as SushiError).status).toBe(400);
  });

  it("gives a standard view its definition's metrics and attributes, whatever is asked", () => {
    const request = parseReportRequest(
      'ir_a1',
      {
        begin_date: '2026-05',
        end_date: '2026-06',
        metric_type: 'Total_Item_Investigations',
        attributes_to_show: 'YOP',
      },
      now,
    );
    expect(request).toMatchObject({
      metrics: ['Total_Item_Requests', 'Unique_Item_Requests'],
      attributes: ['Access_Type'],
      includeParentDetails: true,
      granularity: 'Month',
      exceptions: [],
    });
    expect(request.metricFilter).toBeUndefined();
  });
});
