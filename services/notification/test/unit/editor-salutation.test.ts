import { withoutOpeningGreeting } from '../../src/domain/mail/templates/editor-salutation';

describe("the editor's opening greeting", () => {
  it.each([
    ['Dear Dr Hartmann,\n\nThe reviewers liked it.', 'The reviewers liked it.'],
    ['Dear Dr. Hartmann, thank you.', 'Thank you.'],
    ['Dear Rosa and Jonas: good news.', 'Good news.'],
    ['Dear authors\nWe accept.', 'We accept.'],
    ['Hello!\nGood work.', 'Good work.'],
  ])('is left out of %j', (message, rest) => {
    expect(withoutOpeningGreeting(message)).toBe(rest);
  });

  it.each([
    'Please revise.',
    'Hi there. The paper, however, is fine.',
    'History, however, is not our field.',
    'We thank you. Dear colleagues, read on.',
  ])('leaves a message without one alone: %j', (message) => {
    expect(withoutOpeningGreeting(message)).toBe(message);
  });
});
