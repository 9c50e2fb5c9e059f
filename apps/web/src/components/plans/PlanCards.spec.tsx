import { SubscriptionCopy } from '@dealdraft/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { PlanCards } from './PlanCards';

const card = (name: string) => screen.getByRole('group', { name });
const planButtons = () =>
  screen.getAllByRole('button').map((b) => [b.textContent, (b as HTMLButtonElement).disabled]);

describe('PlanCards', () => {
  it('shows every plan as the spec lists it', () => {
    render(<PlanCards onSelect={jest.fn()} />);

    const trial = card('Free Trial');
    expect(within(trial).getByText('$0')).toBeInTheDocument();
    // A week's trial is free, not "Forever Free" beside "7 days".
    expect(within(trial).queryByText('Forever Free')).not.toBeInTheDocument();
    expect(within(trial).getByText('free, no card needed')).toBeInTheDocument();
    expect(within(trial).getByText('7 days')).toBeInTheDocument();
    // Free Trial has no purchase button (hideButton).
    expect(within(trial).queryByRole('button')).not.toBeInTheDocument();

    const freelancer = card('Freelancer');
    expect(within(freelancer).getByText('$49')).toBeInTheDocument();
    expect(within(freelancer).getByText('/month')).toBeInTheDocument();
    expect(within(freelancer).getByText('$79')).toBeInTheDocument();
    expect(within(freelancer).getByText('30 days')).toBeInTheDocument();
    expect(within(freelancer).getByText('Save 38%')).toBeInTheDocument();
    expect(within(freelancer).getByText('Most Popular')).toBeInTheDocument();
    expect(within(freelancer).getByText('For freelancers and small teams')).toBeInTheDocument();

    const business = card('Business');
    expect(within(business).getByText('$99')).toBeInTheDocument();
    expect(within(business).queryByText('Most Popular')).not.toBeInTheDocument();

    expect(screen.getByText(SubscriptionCopy.pricingNotice)).toBeInTheDocument();
    expect(screen.getByText('Subscription will auto-renew. Cancel anytime.')).toBeInTheDocument();
    expect(planButtons()).toEqual([
      ['Get Freelancer', false],
      ['Get Business', false],
    ]);
  });

  it('marks cross-marked features as not included, without the mark', () => {
    render(<PlanCards onSelect={jest.fn()} />);
    const features = within(card('Freelancer')).getByRole('list', { name: 'Freelancer features' });
    const items = within(features)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toContain('AI generation');
    expect(items).toContain('Not included: Team collaboration');
    expect(items.join()).not.toContain('✗');
  });

  it('says Current Plan, disabled, on the active plan only', () => {
    render(
      <PlanCards current={{ plan: 'business', isSubscriptionActive: true }} onSelect={jest.fn()} />,
    );
    expect(planButtons()).toEqual([
      ['Get Freelancer', false],
      ['Current Plan', true],
    ]);
  });

  it('does not call an inactive plan current', () => {
    render(
      <PlanCards
        current={{ plan: 'business', isSubscriptionActive: false }}
        onSelect={jest.fn()}
      />,
    );
    expect(planButtons()).toEqual([
      ['Get Freelancer', false],
      ['Get Business', false],
    ]);
  });

  it('reads Processing... on the chosen plan and disables every button while a checkout starts', () => {
    render(<PlanCards pendingPlan="freelancer" onSelect={jest.fn()} />);
    expect(planButtons()).toEqual([
      ['Processing...', true],
      ['Get Business', true],
    ]);
  });

  it('hands the chosen plan to onSelect', () => {
    const onSelect = jest.fn();
    render(<PlanCards onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Get Business' }));
    expect(onSelect).toHaveBeenCalledWith('business');
  });
});
