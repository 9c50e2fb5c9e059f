import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ProfileDocument, type ProfileQuery } from '@/generated/graphql';
import { ProfileOverview } from './ProfileOverview';

type Profile = ProfileQuery['profile'];

const trial: Profile = {
  __typename: 'Profile',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  plan: 'trial',
  role: 'owner',
  workspaceName: 'Lovelace Studio',
  isSubscriptionActive: true,
  planStart: '2026-11-01T10:00:00.000Z',
  planEnd: '2026-11-08T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  proposalsUsed: 0,
  proposalsLimit: 5,
  invoicesUsed: 0,
  invoicesLimit: 5,
};

/** Renders the overview against an api that answers with `answer`. */
function renderOverview(answer: Profile | Error) {
  const request = { query: ProfileDocument };
  const mock: MockLink.MockedResponse<ProfileQuery> =
    answer instanceof Error
      ? { request, error: answer }
      : { request, result: { data: { profile: answer } } };
  const onViewPricing = jest.fn();
  render(
    <MockedProvider mocks={[mock]}>
      <ProfileOverview
        logoutAction={<button>Logout</button>}
        onViewPricing={onViewPricing}
        subscriptionActions={{
          cancel: <button>Cancel Subscription</button>,
          purchase: (plan) => <button>Purchase New Subscription ({plan})</button>,
          resume: <button>Resume Subscription</button>,
        }}
      />
    </MockedProvider>,
  );
  return { onViewPricing };
}

/** The Plan Features list, the page's only list. */
function featureList(): string[] {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('ProfileOverview', () => {
  it('shows a spinner while loading', () => {
    renderOverview(trial);
    expect(screen.getByRole('status', { name: 'Loading profile' })).toBeInTheDocument();
  });

  it('shows a trial: its label, status, dates, usage and features', async () => {
    const { onViewPricing } = renderOverview(trial);

    expect(await screen.findAllByText('Trial Plan')).toHaveLength(2);
    expect(screen.getByText('Limited access during trial period', { exact: false })).toBeVisible();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    // The workspace acted in, and the role there (the spec's role field).
    expect(screen.getByLabelText('Workspace')).toHaveValue('Lovelace Studio');
    expect(screen.getByLabelText('Role')).toHaveValue('Owner');
    expect(screen.getByText('Start Date').nextSibling).toHaveTextContent(
      new Date(trial.planStart!).toLocaleDateString(undefined, { dateStyle: 'medium' }),
    );
    expect(screen.getByText('Next Billing')).toBeInTheDocument();
    expect(screen.getAllByText('0 / 5')).toHaveLength(2);
    expect(featureList()).toEqual(['Create proposals & invoices', 'Manage personal workspace']);

    fireEvent.click(screen.getByRole('button', { name: 'View Pricing Plans' }));
    expect(onViewPricing).toHaveBeenCalledTimes(1);
  });

  it('shows an active business plan without an end date, and no pricing button', async () => {
    renderOverview({
      ...trial,
      plan: 'business',
      planEnd: null,
      proposalsUsed: 12,
      proposalsLimit: 100,
      invoicesLimit: 100,
    });

    expect(await screen.findAllByText('Business Plan')).toHaveLength(2);
    expect(screen.queryByText('Next Billing')).not.toBeInTheDocument();
    expect(screen.getByText('12 / 100')).toBeInTheDocument();
    expect(featureList()).toEqual([
      'Create proposals & invoices',
      'Manage personal workspace',
      'Email integration',
      'Advanced analytics',
    ]);
    expect(screen.queryByRole('button', { name: 'View Pricing Plans' })).not.toBeInTheDocument();
  });

  it('offers the pricing plans to an inactive freelancer', async () => {
    renderOverview({ ...trial, plan: 'freelancer', isSubscriptionActive: false });

    expect(await screen.findAllByText('Freelancer Plan')).toHaveLength(2);
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Pricing Plans' })).toBeInTheDocument();
  });

  it('labels any other plan as No Active Plan', async () => {
    renderOverview({ ...trial, plan: 'none', isSubscriptionActive: false });
    expect(await screen.findAllByText('No Active Plan')).toHaveLength(2);
  });

  describe('subscription buttons (spec §4)', () => {
    const buttons = () =>
      screen
        .queryAllByRole('button')
        .map((button) => button.textContent)
        .filter((text) => text !== 'Logout');

    it('a trial: View Pricing Plans only', async () => {
      renderOverview(trial);
      await screen.findAllByText('Trial Plan');
      expect(buttons()).toEqual(['View Pricing Plans']);
    });

    it('an active paid plan: Cancel Subscription only', async () => {
      renderOverview({ ...trial, plan: 'freelancer', proposalsLimit: 50, invoicesLimit: 50 });
      await screen.findAllByText('Freelancer Plan');
      expect(buttons()).toEqual(['Cancel Subscription']);
    });

    it('a cancelled plan says when it ends, with no Next Billing; Resume, not a second cancel', async () => {
      renderOverview({ ...trial, plan: 'business', cancelAtPeriodEnd: true });
      await screen.findAllByText('Business Plan');
      const date = new Date(trial.planEnd!).toLocaleDateString(undefined, { dateStyle: 'medium' });
      expect(screen.getByText(`Cancels on ${date}`)).toBeInTheDocument();
      expect(screen.queryByText('Next Billing')).not.toBeInTheDocument();
      // The date appears once, in the badge: no separate date cell repeats it.
      expect(screen.queryAllByText(date)).toHaveLength(0);
      expect(buttons()).toEqual(['Resume Subscription']);
    });

    it('an active paid plan that renews shows Next Billing and no cancel date', async () => {
      renderOverview({ ...trial, plan: 'business' });
      await screen.findAllByText('Business Plan');
      const date = new Date(trial.planEnd!).toLocaleDateString(undefined, { dateStyle: 'medium' });
      expect(screen.getByText('Next Billing').nextSibling).toHaveTextContent(date);
      expect(screen.queryByText(/^Cancels on/)).not.toBeInTheDocument();
    });

    it('a cancelled plan whose period is over: Purchase New Subscription, no Resume', async () => {
      renderOverview({
        ...trial,
        plan: 'business',
        isSubscriptionActive: false,
        cancelAtPeriodEnd: true,
      });
      await screen.findAllByText('Business Plan');
      expect(screen.queryByText(/^Cancels on/)).not.toBeInTheDocument();
      expect(buttons()).toEqual(['Purchase New Subscription (business)']);
    });

    it('an inactive business plan: Purchase New Subscription for that plan', async () => {
      renderOverview({ ...trial, plan: 'business', isSubscriptionActive: false });
      await screen.findAllByText('Business Plan');
      expect(buttons()).toEqual(['Purchase New Subscription (business)']);
    });

    it('an inactive freelancer plan: View Pricing Plans and Purchase New Subscription', async () => {
      renderOverview({ ...trial, plan: 'freelancer', isSubscriptionActive: false });
      await screen.findAllByText('Freelancer Plan');
      expect(buttons()).toEqual(['View Pricing Plans', 'Purchase New Subscription (freelancer)']);
    });

    it('a workspace member: the plan and its usage, no billing button at all', async () => {
      renderOverview({ ...trial, plan: 'freelancer', isSubscriptionActive: false, role: 'member' });
      await screen.findAllByText('Freelancer Plan');
      expect(screen.getByText('Inactive')).toBeInTheDocument();
      expect(buttons()).toEqual([]);
    });

    it("a workspace admin: billing is the owner's, so no billing button either", async () => {
      renderOverview({ ...trial, plan: 'freelancer', isSubscriptionActive: false, role: 'admin' });
      await screen.findAllByText('Freelancer Plan');
      expect(buttons()).toEqual([]);
    });

    it('the workspace owner keeps the buttons the plan allows', async () => {
      renderOverview({ ...trial, plan: 'freelancer', isSubscriptionActive: false, role: 'owner' });
      await screen.findAllByText('Freelancer Plan');
      expect(buttons()).toEqual(['View Pricing Plans', 'Purchase New Subscription (freelancer)']);
    });

    it('no plan: View Pricing Plans only', async () => {
      renderOverview({ ...trial, plan: 'none', isSubscriptionActive: false });
      await screen.findAllByText('No Active Plan');
      expect(buttons()).toEqual(['View Pricing Plans']);
    });
  });

  it('says the profile failed to load, with a Try Again button', async () => {
    renderOverview(new Error('Failed to fetch'));

    expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
