import { getLoginLink } from '@inroad/contracts/auth';
import { TAGLINE } from '@inroad/contracts/constants';
import { getUserSettings } from '@inroad/contracts/user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { fakeApi, unauthorized } from '../../testing/fake-api.ts';
import { currentUrl, renderApp } from '../../testing/render-app.tsx';

function submitEmail(email: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send login link' }));
}

describe('login page', () => {
  it('shows the promo panel and an e-mail form', async () => {
    fakeApi([[getUserSettings, unauthorized]]);
    renderApp('/login');

    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('type')).toBe('email');
    expect(screen.getByText('Inroad')).toBeTruthy();
    expect(screen.getByText(TAGLINE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Up for free' })).toBeTruthy();
  });

  it('requests a link, hides the form and tells the user to check their e-mail', async () => {
    const linkRequests: unknown[] = [];
    fakeApi([
      [getUserSettings, unauthorized],
      [
        getLoginLink,
        (input) => {
          linkRequests.push(input?.query);
          return { status: 'success', message: 'sent' };
        },
      ],
    ]);
    renderApp('/login');

    await screen.findByRole('textbox', { name: 'Email' });
    submitEmail('ada@example.com');

    expect(await screen.findByText('Check your email for the login link!')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(linkRequests).toEqual([{ email: 'ada@example.com' }]);

    fireEvent.click(screen.getByRole('link', { name: 'Sign Up for free' }));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeTruthy();
  });

  it('switches the form to signing up with "Sign Up for free", through the same link', async () => {
    const linkRequests: unknown[] = [];
    fakeApi([
      [getUserSettings, unauthorized],
      [
        getLoginLink,
        (input) => {
          linkRequests.push(input?.query);
          return { status: 'success', message: 'sent' };
        },
      ],
    ]);
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();

    const signUp = screen.getByRole('link', { name: 'Sign Up for free' });
    expect(signUp.getAttribute('href')).toBe('/login?mode=signup');
    fireEvent.click(signUp);

    expect(await screen.findByRole('heading', { name: 'Create your free account' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/login?mode=signup');
    expect(screen.queryByRole('link', { name: 'Sign Up for free' })).toBeNull();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(document.activeElement).toBe(email));
    fireEvent.change(email, { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send sign-up link' }));

    expect(await screen.findByText('Check your email for the login link!')).toBeTruthy();
    expect(linkRequests).toEqual([{ email: 'new@example.com' }]);

    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/login');
    expect(screen.getByRole('button', { name: 'Send login link' })).toBeTruthy();
  });

  it('opens in sign-up wording at /login?mode=signup', async () => {
    fakeApi([[getUserSettings, unauthorized]]);
    renderApp('/login?mode=signup');
    expect(await screen.findByRole('heading', { name: 'Create your free account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send sign-up link' })).toBeTruthy();
  });

  it('only logs a failed link request', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi([
      [getUserSettings, unauthorized],
      [
        getLoginLink,
        () => {
          throw new ApiError({ status: 500, kind: 'unhandled', message: 'boom' });
        },
      ],
    ]);
    renderApp('/login');

    await screen.findByRole('textbox', { name: 'Email' });
    submitEmail('ada@example.com');

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByText('Check your email for the login link!')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
  });

  it.each(['expired', 'used', 'invalid'])('explains a refused link (%s)', async (reason) => {
    fakeApi([[getUserSettings, unauthorized]]);
    renderApp(`/login?error=${reason}`);
    expect(
      await screen.findByText('This login link has expired or was already used. Enter your email to get a new one.'),
    ).toBeTruthy();
  });
});
