import { render, screen } from '@testing-library/react';
import { HelpLink, helpHref } from './help-link.component';

describe('HelpLink', () => {
  it('opens the guide page the gateway serves, in a new tab, and says so to screen readers', () => {
    render(<HelpLink page="manager" className="x" />);
    const link = screen.getByRole('link', { name: 'Help (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/help/manager');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');
    expect(link).toHaveClass('x');
    expect(link.textContent).toBe('Help (opens in a new tab)');
  });

  it("leads to the guide's index when no page is named", () => {
    render(<HelpLink />);
    expect(screen.getByRole('link', { name: /^Help/ })).toHaveAttribute('href', '/help');
    expect(helpHref('editor')).toBe('/help/editor');
  });
});
