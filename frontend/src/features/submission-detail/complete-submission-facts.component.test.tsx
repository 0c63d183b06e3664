import { render, screen } from '@testing-library/react';
import { CompleteSubmissionFacts, hasCompleteFacts } from './complete-submission-facts.component';
import { detailFixture } from './submission-detail.fixtures.test-util';

describe("the editors' view of a complete submission (issue 42 item 8)", () => {
  const base = detailFixture().submission;

  it('shows nothing for a submission of SPEC form', () => {
    expect(hasCompleteFacts(base)).toBe(false);
    expect(
      hasCompleteFacts({
        ...base,
        cover_letter: '',
        funding: [],
        data_availability: '',
        agreements: { checklist: [], licence: 'CC BY 4.0', licence_agreement: 'by-submitting' },
      }),
    ).toBe(false);
  });

  it('shows the ticked items, the licence, the cover letter and the funding', () => {
    const submission = {
      ...base,
      cover_letter: 'Dear editors,\nplease keep this between us.',
      funding: [{ funderName: 'DFG', funderRorId: 'https://ror.org/018mejw64', awardIds: ['SFB 1'] }],
      data_availability: 'On request.',
      author_ror_id: 'https://ror.org/04v76ef78',
      agreements: {
        checklist: [{ id: 'original', text: 'Not published before.' }],
        licence: 'CC BY 4.0',
        licence_agreement: 'ticked' as const,
      },
    };
    expect(hasCompleteFacts(submission)).toBe(true);
    render(<CompleteSubmissionFacts submission={submission} />);
    expect(screen.getByText('Not published before.')).toBeInTheDocument();
    expect(screen.getByText('Licence: CC BY 4.0, agreed ticked on the form')).toBeInTheDocument();
    expect(screen.getByText(/please keep this between us/)).toBeInTheDocument();
    expect(screen.getByText(/DFG/)).toHaveTextContent('DFG (https://ror.org/018mejw64): SFB 1');
    expect(screen.getByText('On request.')).toBeInTheDocument();
  });
});
