import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import {
  EInvoiceMessages,
  NumberingMessages,
  SESSION_TOKEN_STORAGE_KEY,
  WorkspaceMessages,
  todayIso,
} from '@dealdraft/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DeleteWorkspaceDocument, UpdateWorkspaceDocument } from '@/generated/graphql';
import { notify } from '@/lib/toast';
import { acme, workspaceMock } from '../testing/workspace-fixtures';
import { WorkspaceSettingsForm } from './WorkspaceSettingsForm';

jest.mock('@/lib/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

function renderForm(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/workspace']}>
        <Routes>
          <Route path="/workspace" element={<WorkspaceSettingsForm />} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('WorkspaceSettingsForm', () => {
  afterEach(() => jest.clearAllMocks());

  it('shows the workspace, saves the edited fields (empty ones as null) and says so', async () => {
    const update = jest.fn();
    const saved = {
      ...acme,
      name: 'Acme Ltd',
      paymentTerms: null,
      phone: '+44 1',
      invoiceOnAccept: true,
      invoiceNumberPattern: 'INV-{YYYY}-{SEQ:4}',
    };
    renderForm([
      workspaceMock(),
      {
        request: {
          query: UpdateWorkspaceDocument,
          variables: {
            input: {
              name: 'Acme Ltd',
              address: '1 Main Street\nSpringfield',
              email: 'hello@acme.test',
              phone: '+44 1',
              taxNumber: 'GB123',
              paymentTerms: null,
              proposalNumberPattern: null,
              invoiceNumberPattern: 'INV-{YYYY}-{SEQ:4}',
              invoiceOnAccept: true,
              currency: 'EUR',
              language: 'de',
              roundingScope: 'line',
              roundingMethod: 'half-even',
              legalName: null,
              postalCode: null,
              city: null,
              countryCode: null,
              taxRegistrationNumber: null,
              iban: null,
              bic: null,
              accountHolder: null,
              eInvoiceFormat: 'none',
              documentFooter: null,
              paymentInstructions: null,
              documentLayout: 'classic',
            },
          },
        },
        result: () => {
          update();
          return { data: { updateWorkspace: saved } };
        },
      },
    ]);

    const name = await screen.findByLabelText('Workspace name');
    expect(name).toHaveValue('Acme Studio');
    expect(screen.getByLabelText(/Address/)).toHaveValue('1 Main Street\nSpringfield');
    expect(screen.getByLabelText(/Default payment terms/)).toHaveValue('Net 30');

    fireEvent.change(name, { target: { value: '  Acme Ltd ' } });
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '+44 1' } });
    fireEvent.change(screen.getByLabelText(/Default payment terms/), { target: { value: ' ' } });
    expect(screen.getByText('Numbered INV-{timestamp} (the default).')).toBeVisible();
    const pattern = screen.getByLabelText(/Invoice numbers/);
    fireEvent.change(pattern, { target: { value: 'INV-{YYYY}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(NumberingMessages.noSequence)).toBeVisible();
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(pattern, { target: { value: 'INV-{YYYY}-{SEQ:4}' } });
    expect(
      await screen.findByText(`The first one reads INV-${todayIso().slice(0, 4)}-0001.`),
    ).toBeVisible();
    const invoiceOnAccept = screen.getByRole('checkbox', { name: /Create a draft invoice/ });
    expect(invoiceOnAccept).not.toBeChecked();
    fireEvent.click(invoiceOnAccept);
    // New documents in euros and German, taxes rounded per line, halves to even.
    fireEvent.change(screen.getByLabelText(/Currency of new documents/), {
      target: { value: 'EUR' },
    });
    fireEvent.change(screen.getByLabelText(/Language of new documents/), {
      target: { value: 'de' },
    });
    fireEvent.change(screen.getByLabelText(/Tax rounding/), {
      target: { value: 'line:half-even' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(WorkspaceMessages.updated));
    expect(notify.success).toHaveBeenCalledWith('Workspace updated successfully');
    expect(update).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByLabelText('Workspace name')).toHaveValue('Acme Ltd'));
    expect(screen.getByRole('checkbox', { name: /Create a draft invoice/ })).toBeChecked();
  });

  it('saves the address parts, the bank details and the e-invoice format', async () => {
    const update = jest.fn();
    const input = {
      name: 'Acme Studio',
      address: '1 Main Street\nSpringfield',
      email: 'hello@acme.test',
      phone: null,
      taxNumber: 'GB123',
      paymentTerms: 'Net 30',
      proposalNumberPattern: null,
      invoiceNumberPattern: null,
      legalName: 'Acme Studio GmbH',
      postalCode: '10115',
      city: 'Berlin',
      countryCode: 'DE',
      taxRegistrationNumber: null,
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      accountHolder: null,
      invoiceOnAccept: false,
      currency: 'USD',
      language: 'en',
      roundingScope: 'total',
      roundingMethod: 'half-up',
      eInvoiceFormat: 'xrechnung',
      documentFooter: null,
      paymentInstructions: null,
      documentLayout: 'classic',
    };
    renderForm([
      workspaceMock(),
      {
        request: { query: UpdateWorkspaceDocument, variables: { input } },
        result: () => {
          update();
          return { data: { updateWorkspace: { ...acme, ...input, __typename: 'Workspace' } } };
        },
      },
    ]);
    const change = (label: string | RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await screen.findByLabelText('Workspace name');
    change(/Legal name/, 'Acme Studio GmbH');
    change(/Postal code/, '10115');
    change(/City/, 'Berlin');
    change(/Country/, 'DE');
    expect(screen.getByRole('group', { name: 'Bank details' })).toBeVisible();
    change(/IBAN/, 'DE89 3704 0044 0532 0130 01');
    change(/BIC/, 'cobadeffxxx');
    change(/E-invoice format/, 'xrechnung');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(EInvoiceMessages.ibanChecksum)).toBeVisible();
    expect(update).not.toHaveBeenCalled();
    change(/IBAN/, 'de89 3704 0044 0532 0130 00');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByLabelText(/IBAN/)).toHaveValue('DE89 3704 0044 0532 0130 00'),
    );
  });

  it('saves the PDF layout, footer text and payment instructions from Documents', async () => {
    const update = jest.fn();
    const input = {
      name: 'Acme Studio',
      address: '1 Main Street\nSpringfield',
      email: 'hello@acme.test',
      phone: null,
      taxNumber: 'GB123',
      paymentTerms: 'Net 30',
      proposalNumberPattern: null,
      invoiceNumberPattern: null,
      legalName: null,
      postalCode: null,
      city: null,
      countryCode: null,
      taxRegistrationNumber: null,
      iban: null,
      bic: null,
      accountHolder: null,
      documentFooter: 'Acme Studio Ltd · Company 0123456',
      paymentInstructions: 'PayPal: pay@acme.test',
      invoiceOnAccept: false,
      currency: 'USD',
      language: 'en',
      roundingScope: 'total',
      roundingMethod: 'half-up',
      eInvoiceFormat: 'none',
      documentLayout: 'modern',
    };
    renderForm([
      workspaceMock(),
      {
        request: { query: UpdateWorkspaceDocument, variables: { input } },
        result: () => {
          update();
          return { data: { updateWorkspace: { ...acme, ...input, __typename: 'Workspace' } } };
        },
      },
    ]);
    await screen.findByLabelText('Workspace name');
    const documents = screen.getByRole('group', { name: 'Documents' });
    const change = (label: RegExp, value: string) =>
      fireEvent.change(within(documents).getByLabelText(label), { target: { value } });
    expect(within(documents).getByLabelText(/PDF layout/)).toHaveValue('classic');
    change(/PDF layout/, 'modern');
    // The font is the Brand card's alone: this form neither shows nor sends it.
    expect(within(documents).queryByLabelText(/Font/)).toBeNull();
    change(/Footer text/, ' Acme Studio Ltd · Company 0123456 ');
    change(/Payment instructions/, 'x'.repeat(1001));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('At most 1000 characters')).toBeVisible();
    expect(update).not.toHaveBeenCalled();
    change(/Payment instructions/, 'PayPal: pay@acme.test');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  });

  it('says where the rounding rule is chosen that per-line rounding is not EN 16931-compliant', async () => {
    renderForm([workspaceMock()]);
    expect(await screen.findByLabelText(/Tax rounding/)).toHaveAccessibleDescription(
      'Once per rate on the total is what a tax return adds up and what EN 16931 e-invoices require. Per line matches line-by-line tax but is not EN 16931-compliant.',
    );
  });

  it('refuses an empty name without asking the api', async () => {
    renderForm([workspaceMock()]);
    fireEvent.change(await screen.findByLabelText('Workspace name'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Workspace name is required')).toBeInTheDocument();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('is read-only for a member, with no Save button', async () => {
    renderForm([workspaceMock({ ...acme, role: 'member' })]);
    expect(await screen.findByLabelText('Workspace name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Address/)).toHaveAttribute('readonly');
    expect(screen.getByText('Only an owner or admin can change these details.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('shows Card payments to the owner only, before Delete workspace', async () => {
    renderForm([workspaceMock()]);
    const payments = await screen.findByRole('heading', { name: 'Card payments' });
    const deleting = screen.getByRole('heading', { name: 'Delete workspace' });
    expect(
      payments.compareDocumentPosition(deleting) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows no Card payments to an admin', async () => {
    renderForm([workspaceMock({ ...acme, role: 'admin' })]);
    expect(await screen.findByLabelText('Workspace name')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Card payments' })).toBeNull();
  });

  describe('deleting the workspace (the owner)', () => {
    it('asks for the name typed, then deletes and opens the next workspace', async () => {
      renderForm([
        workspaceMock(),
        {
          request: { query: DeleteWorkspaceDocument, variables: { confirmName: acme.name } },
          result: {
            data: {
              deleteWorkspace: {
                __typename: 'AuthPayload',
                token: 'next-token',
                user: {
                  __typename: 'User',
                  id: 'u1',
                  name: 'Ada',
                  email: 'ada@acme.test',
                  role: 'owner',
                },
              },
            },
          },
        },
      ]);
      fireEvent.click(await screen.findByRole('button', { name: 'Delete workspace' }));
      const dialog = screen.getByRole('dialog', { name: `Delete ${acme.name}?` });
      const confirm = within(dialog).getByRole('button', { name: 'Delete workspace' });
      expect(confirm).toBeDisabled();
      fireEvent.change(within(dialog).getByLabelText('Workspace name'), {
        target: { value: acme.name },
      });
      fireEvent.click(confirm);
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
      expect(notify.success).toHaveBeenCalledWith(WorkspaceMessages.deleted);
      expect(localStorage.getItem(SESSION_TOKEN_STORAGE_KEY)).toBe('next-token');
    });

    it("shows the api's refusal in the dialog", async () => {
      renderForm([
        workspaceMock(),
        {
          request: { query: DeleteWorkspaceDocument, variables: { confirmName: acme.name } },
          result: {
            errors: [
              {
                message: WorkspaceMessages.deleteCancelFirst,
                extensions: { code: 'CONFLICT' },
              } as never,
            ],
          },
        },
      ]);
      fireEvent.click(await screen.findByRole('button', { name: 'Delete workspace' }));
      const dialog = screen.getByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText('Workspace name'), {
        target: { value: acme.name },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete workspace' }));
      expect(await within(dialog).findByText(WorkspaceMessages.deleteCancelFirst)).toBeVisible();
    });
  });
});
