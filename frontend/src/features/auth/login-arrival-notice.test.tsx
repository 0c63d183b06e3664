import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderAt } from '../../test-utils/render-at.test-util';
import { LoginArrivalNotice } from './login-arrival-notice.component';

describe('LoginArrivalNotice', () => {
  it('confirms a good verification link', () => {
    renderAt('/login?verified=1', <LoginArrivalNotice />);
    // (The location probe is an <output>, itself a status.)
    expect(screen.getByText('Your email address is verified. You can log in now.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('says when the link was already used or has expired', () => {
    renderAt('/login?verified=0', <LoginArrivalNotice />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This verification link has already been used or has expired.',
    );
  });

  it('keeps the check-your-email message after registering', () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/login', state: { email: 'a@b.org', registered: true } }]}>
        <LoginArrivalNotice />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Registration successful! Please check your email for verification.',
    );
  });

  it('says nothing on a plain visit', () => {
    const { container } = renderAt('/login', <LoginArrivalNotice />);
    expect(container.querySelector('p[role="status"], [role="alert"]')).toBeNull();
  });
});
