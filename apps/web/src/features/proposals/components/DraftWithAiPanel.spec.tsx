import { MockedProvider } from '@apollo/client/testing/react';
import { DraftMessages } from '@dealdraft/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { streamDraft, type DraftResult } from '../utils/draft-stream';
import type { DraftMode } from './DraftWithAiPanel';
import type { CompanyDetails } from '../hooks/useCompanyDetails';
import { ProposalForm } from './ProposalForm';

jest.mock('@/lib/toast', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
jest.mock('../utils/draft-stream', () => ({
  ...jest.requireActual('../utils/draft-stream'),
  streamDraft: jest.fn(),
}));

const RESULT: DraftResult = {
  engine: 'template',
  engineLabel: DraftMessages.templateEngine,
  notice: 'The AI provider could not be reached, so this is a template draft.',
  draft: {
    proposalTitle: 'Bakery website for Hopper Bakes',
    summary: 'We will build it.',
    paymentTerms: '50% deposit on acceptance and 50% on delivery.',
    additionalTerms: 'Valid for 30 days.',
    total: 3000,
    language: 'en',
    currency: 'USD',
    depositPercent: 50,
    depositAmount: null,
    services: [
      { description: 'Design', price: 1000, quantity: 1 },
      { description: 'Build', price: 500, quantity: 4 },
    ],
  },
};

const GERMAN_EUR: CompanyDetails = {
  companyName: 'Lichtbild Studio',
  companyEmail: 'studio@example.com',
  companyAddress: 'Berlin',
  companyPhone: '',
  companyTaxNumber: '',
  paymentTerms: '',
  currency: 'EUR',
  language: 'de',
  numberPattern: null,
};

function renderForm(
  draftMode: DraftMode = 'draft',
  onViewPricing = jest.fn(),
  company?: CompanyDetails,
) {
  render(
    <MockedProvider mocks={[]}>
      <ProposalForm
        draftMode={draftMode}
        company={company}
        onViewPricing={onViewPricing}
        onDone={jest.fn()}
      />
    </MockedProvider>,
  );
}

describe('Draft with AI', () => {
  beforeEach(() => {
    jest.mocked(streamDraft).mockReset();
    jest.mocked(streamDraft).mockImplementation(async (_brief, _token, onText) => {
      onText('Bakery website');
      onText(' for Hopper Bakes');
      return RESULT;
    });
  });

  it('drafts from a brief and fills the form, without saving anything', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Draft with AI' }));
    fireEvent.change(screen.getByLabelText('Project brief'), {
      target: { value: 'A new website for our bakery' },
    });
    fireEvent.change(screen.getByLabelText(/Client company/), {
      target: { value: 'Hopper Bakes' },
    });
    fireEvent.change(screen.getByLabelText(/Budget/), { target: { value: '3000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Proposal Title')).toHaveValue(RESULT.draft.proposalTitle),
    );
    expect(jest.mocked(streamDraft).mock.calls[0][0]).toEqual({
      project: 'A new website for our bakery',
      clientCompany: 'Hopper Bakes',
      budget: 3000,
      tone: 'professional',
    });
    expect(screen.getByText('Bakery website for Hopper Bakes', { selector: 'pre' })).toBeVisible();
    expect(screen.getByText(DraftMessages.templateEngine)).toBeVisible();
    expect(screen.getByText(RESULT.notice!)).toBeVisible();
    expect(screen.getByLabelText('Client Company')).toHaveValue('Hopper Bakes');
    expect(screen.getByLabelText('Payment Terms')).toHaveValue(RESULT.draft.paymentTerms);
    // The summary is the proposal's scope of work; the terms stay terms.
    expect(screen.getByLabelText(/Scope of Work/)).toHaveValue(RESULT.draft.summary);
    expect(screen.getByLabelText(/Additional Terms/)).toHaveValue(RESULT.draft.additionalTerms);
    expect(screen.getAllByDisplayValue('Design')).toHaveLength(1);
    expect(screen.getAllByDisplayValue('Build')).toHaveLength(1);
    // The deposit the terms state is the one the form will save.
    expect(screen.getByLabelText(/^Deposit on acceptance/)).toHaveValue('percent');
    expect(screen.getByLabelText('Deposit percent')).toHaveValue(50);
  });

  it('asks for the draft in the form’s language and currency, for its client and deposit', async () => {
    renderForm('draft', jest.fn(), GERMAN_EUR);
    fireEvent.change(screen.getByLabelText('Client Name'), { target: { value: 'Anna Berg' } });
    fireEvent.change(screen.getByLabelText(/^Deposit on acceptance/), {
      target: { value: 'percent' },
    });
    fireEvent.change(screen.getByLabelText('Deposit percent'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Draft with AI' }));
    expect(screen.getByLabelText(/Budget \(EUR\)/)).toBeVisible();
    fireEvent.change(screen.getByLabelText('Project brief'), {
      target: { value: 'Hochzeitsfotografie für Anna & Jonas' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(streamDraft).toHaveBeenCalledTimes(1));
    expect(jest.mocked(streamDraft).mock.calls[0][0]).toEqual({
      project: 'Hochzeitsfotografie für Anna & Jonas',
      tone: 'professional',
      language: 'de',
      currency: 'EUR',
      clientName: 'Anna Berg',
      depositPercent: 30,
    });
    // The draft's deposit (the brief's, when it names one) replaces the form's.
    await waitFor(() => expect(screen.getByLabelText('Deposit percent')).toHaveValue(50));
  });

  it('says what is wrong with a brief instead of sending it', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Draft with AI' }));
    fireEvent.change(screen.getByLabelText('Project brief'), { target: { value: 'site' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(DraftMessages.projectTooShort)).toBeVisible();
    expect(streamDraft).not.toHaveBeenCalled();
  });

  it('on the trial, says what drafting does and offers the upgrade instead of the brief form', () => {
    const onViewPricing = jest.fn();
    renderForm('upgrade', onViewPricing);
    fireEvent.click(screen.getByRole('button', { name: 'Draft with AI' }));

    expect(screen.getByText(DraftMessages.trialPitch)).toBeVisible();
    expect(screen.getByText(DraftMessages.planRequired)).toBeVisible();
    expect(screen.queryByLabelText('Project brief')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View Pricing Plans' }));
    expect(onViewPricing).toHaveBeenCalledTimes(1);
    expect(streamDraft).not.toHaveBeenCalled();
  });

  it('for a workspace member, says drafting needs a plan but offers no pricing button', () => {
    render(
      <MockedProvider mocks={[]}>
        <ProposalForm draftMode="upgrade" onDone={jest.fn()} />
      </MockedProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Draft with AI' }));
    expect(screen.getByText(DraftMessages.planRequired)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'View Pricing Plans' })).toBeNull();
  });
});
