import type { MockLink } from '@apollo/client/testing';
import { DOCUMENT_STRINGS } from '@dealdraft/domain';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ClientLinkMessages } from '@dealdraft/domain';
import { GraphQLError } from 'graphql';
import {
  AcceptProposalDocument,
  ClientDocumentDocument,
  PayInvoiceDocument,
  type ClientDocumentFieldsFragment,
} from '@/generated/graphql';
import { notify } from '@/lib/toast';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ClientDocumentScreen } from './ClientDocumentScreen';

jest.mock('@/lib/toast', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

const TOKEN = 'A'.repeat(43);
const V1 = '1'.repeat(64);
const V2 = '2'.repeat(64);

function aDocument(overrides: Partial<ClientDocumentFieldsFragment> = {}) {
  const price = overrides.total ?? 500;
  return {
    __typename: 'ClientDocument' as const,
    kind: 'proposal',
    version: V1,
    title: 'Logo design',
    number: 'PROP-1',
    status: 'sent',
    dates: [
      { __typename: 'ClientDocumentDate' as const, label: 'Date', value: 'November 1, 2026' },
    ],
    from: {
      __typename: 'ClientDocumentParty' as const,
      heading: 'From',
      name: 'Studio Ada',
      lines: [],
    },
    to: {
      __typename: 'ClientDocumentParty' as const,
      heading: 'Prepared for',
      name: 'Globex Corporation',
      lines: [],
    },
    unitLabel: 'Price',
    lines: [
      {
        __typename: 'ClientDocumentLine' as const,
        description: 'Logo',
        details: null,
        quantity: 1,
        unitPrice: price,
        total: price,
        discount: null,
      },
    ],
    total: price,
    currency: 'USD',
    language: 'en',
    summary: null,
    sections: [],
    expired: false,
    expiredMessage: null,
    canRespond: true,
    answer: null,
    payment: null as ClientDocumentFieldsFragment['payment'],
    deposit: null as ClientDocumentFieldsFragment['deposit'],
    eInvoice: null as ClientDocumentFieldsFragment['eInvoice'],
    brand: {
      __typename: 'Brand' as const,
      logoUrl: null,
      logoWidth: null,
      logoHeight: null,
      color: '#4f46e5',
      colorOnDark: '#7b74ec',
      font: 'inter',
      fontFamily: 'Inter',
    },
    ...overrides,
  };
}

/** An invoice with a balance, payable through the simulated gateway unless said. */
function anInvoice(payment: Partial<NonNullable<ClientDocumentFieldsFragment['payment']>> = {}) {
  return aDocument({
    kind: 'invoice',
    title: 'Invoice for Globex Corporation',
    number: 'INV-7',
    total: 1960.47,
    canRespond: false,
    payment: {
      __typename: 'ClientPayment',
      amountPaid: 500,
      balanceDue: 1460.47,
      canPayOnline: true,
      simulated: true,
      ...payment,
    },
  });
}

const page = (document: ReturnType<typeof aDocument>): MockLink.MockedResponse => ({
  request: { query: ClientDocumentDocument, variables: { token: TOKEN } },
  result: { data: { clientDocument: document } },
});

function renderScreen(mocks: MockLink.MockedResponse[], path = `/c/${TOKEN}`) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/c/:token" element={<ClientDocumentScreen token={TOKEN} />} />
          <Route path="/pay/simulated" element={<p>Simulated gateway page</p>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('ClientDocumentScreen', () => {
  afterEach(() => jest.clearAllMocks());

  it("words a declined proposal in the client's terms: DECLINED, never REJECTED", async () => {
    renderScreen([
      page(
        aDocument({
          status: 'rejected',
          canRespond: false,
          answer: {
            __typename: 'ClientAnswer',
            decision: 'declined',
            at: '2026-11-20T10:00:00.000Z',
            acceptedByName: null,
            declineReason: null,
          },
        }),
      ),
    ]);
    expect(await screen.findByText('Proposal declined')).toBeInTheDocument();
    expect(screen.getByText('DECLINED')).toBeInTheDocument();
    expect(screen.queryByText('REJECTED')).not.toBeInTheDocument();
  });

  it('offers the e-invoice XML beside the PDF when the invoice carries one, in its language', async () => {
    renderScreen([
      page({
        ...anInvoice(),
        language: 'de',
        eInvoice: {
          __typename: 'ClientEInvoice',
          filename: 'INV-7-xrechnung-ubl.xml',
          url: `/api/client/${TOKEN}/e-invoice`,
        },
      }),
    ]);
    const xml = await screen.findByRole('link', { name: 'E-Rechnung herunterladen (XML)' });
    expect(xml).toHaveAttribute('href', `/api/client/${TOKEN}/e-invoice`);
    expect(xml).toHaveAttribute('download', 'INV-7-xrechnung-ubl.xml');
    expect(screen.getByRole('link', { name: 'PDF herunterladen' })).toBeInTheDocument();
  });

  it('offers no e-invoice when the invoice carries none', async () => {
    renderScreen([page(anInvoice())]);
    expect(await screen.findByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /e-invoice/i })).not.toBeInTheDocument();
  });

  it('answers the version shown; when the proposal changed, says so and shows the new version', async () => {
    const accepted = jest.fn(() => ({
      data: {
        acceptProposal: aDocument({
          version: V2,
          total: 5000,
          status: 'accepted',
          canRespond: false,
          answer: {
            __typename: 'ClientAnswer',
            decision: 'accepted',
            at: '2026-11-20T10:00:00.000Z',
            acceptedByName: 'Hank Scorpio',
            declineReason: null,
          },
        }),
      },
    }));
    renderScreen([
      page(aDocument()),
      {
        request: {
          query: AcceptProposalDocument,
          variables: { token: TOKEN, input: { fullName: 'Hank Scorpio', version: V1 } },
        },
        result: {
          errors: [
            new GraphQLError(ClientLinkMessages.versionChanged, {
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      },
      page(aDocument({ version: V2, total: 5000 })),
      {
        request: {
          query: AcceptProposalDocument,
          variables: { token: TOKEN, input: { fullName: 'Hank Scorpio', version: V2 } },
        },
        result: accepted,
      },
    ]);

    expect(await screen.findAllByText('$500.00')).not.toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Hank Scorpio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept proposal' }));

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(ClientLinkMessages.versionChanged),
    );
    expect(await screen.findAllByText('$5,000.00')).not.toHaveLength(0);
    expect(screen.queryByText('$500.00')).not.toBeInTheDocument();
    expect(notify.success).not.toHaveBeenCalled();

    // The client reviews the new version and accepts that one.
    fireEvent.click(screen.getByRole('button', { name: 'Accept proposal' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(ClientLinkMessages.accepted));
    expect(accepted).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Proposal accepted')).toBeInTheDocument();
  });

  it('reads in the document language: German labels, euros as Germany writes them', async () => {
    renderScreen([
      page(
        aDocument({
          language: 'de',
          currency: 'EUR',
          total: 1469.16,
          lines: [
            {
              __typename: 'ClientDocumentLine' as const,
              description: 'Beratung',
              details: null,
              quantity: 1,
              unitPrice: 1234.56,
              total: 1234.56,
              discount: null,
            },
          ],
          summary: {
            __typename: 'ClientDocumentSummary',
            subtotal: 1234.56,
            discount: 0,
            taxes: [
              {
                __typename: 'ClientDocumentTax',
                name: 'MwSt.',
                percent: 19,
                base: 1234.56,
                amount: 234.6,
              },
            ],
            pricesIncludeTax: false,
          },
        }),
      ),
    ]);
    const de = DOCUMENT_STRINGS.de;
    const nbsp = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');
    expect(await screen.findByRole('button', { name: de.page.accept })).toBeInTheDocument();
    expect(screen.getByText(de.page.yourAnswer)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: de.page.downloadPdf })).toBeInTheDocument();
    expect(nbsp(screen.getByTestId('client-total').textContent)).toBe('1.469,16 €');
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'DT' && nbsp(element.textContent) === 'MwSt. 19 % auf 1.234,56 €',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['proposal', 'accepted', 'ANGENOMMEN'],
    ['proposal', 'rejected', 'ABGELEHNT'],
    ['invoice', 'partially_paid', 'TEILWEISE BEZAHLT'],
    ['invoice', 'paid', 'BEZAHLT'],
    ['invoice', 'overdue', 'ÜBERFÄLLIG'],
  ])("a German %s's %s badge reads %s, not English", async (kind, status, badge) => {
    renderScreen([page(aDocument({ kind, status, language: 'de', canRespond: false }))]);
    expect(await screen.findByText(badge)).toBeInTheDocument();
    expect(
      screen.queryByText(/^(ACCEPTED|DECLINED|REJECTED|PARTIALLY PAID|PAID|OVERDUE)$/),
    ).not.toBeInTheDocument();
  });

  describe('an invoice', () => {
    it('shows the balance and what was paid, and Pay now opens the payment page', async () => {
      const paid = jest.fn(() => ({
        data: {
          payInvoice: {
            __typename: 'PaymentRedirect' as const,
            url: `${window.location.origin}/pay/simulated?session=abc`,
          },
        },
      }));
      renderScreen([
        page(anInvoice()),
        { request: { query: PayInvoiceDocument, variables: { token: TOKEN } }, result: paid },
      ]);
      const panel = await screen.findByRole('region', { name: 'Payment' });
      expect(panel).toHaveTextContent('Balance due$1,460.47');
      expect(panel).toHaveTextContent('Paid so far: $500.00');
      expect(panel).toHaveTextContent('Test payments: no money moves');
      fireEvent.click(screen.getByRole('button', { name: 'Pay $1,460.47 now' }));
      expect(await screen.findByText('Simulated gateway page')).toBeInTheDocument();
      expect(paid).toHaveBeenCalledTimes(1);
    });

    it('says why the payment page did not open, on the page', async () => {
      renderScreen([
        page(anInvoice({ simulated: false })),
        {
          request: { query: PayInvoiceDocument, variables: { token: TOKEN } },
          result: {
            errors: [
              new GraphQLError('The payment page could not be opened. Please try again.', {
                extensions: { code: 'SERVICE_UNAVAILABLE' },
              }),
            ],
          },
        },
      ]);
      fireEvent.click(await screen.findByRole('button', { name: 'Pay $1,460.47 now' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The payment page could not be opened. Please try again.',
      );
      expect(screen.queryByText('Test payments: no money moves')).not.toBeInTheDocument();
    });

    it('back from the payment page: thanks the client, paid in full, no button', async () => {
      renderScreen(
        [page(anInvoice({ amountPaid: 1960.47, balanceDue: 0, canPayOnline: false }))],
        `/c/${TOKEN}?payment=success`,
      );
      expect(await screen.findByText('Paid in full. Thank you!')).toBeInTheDocument();
      expect(screen.getByText('Thank you! Your payment was received.')).toHaveAttribute(
        'role',
        'status',
      );
      expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    });

    it('back before Stripe reported it, or cancelled: says so in the document language', async () => {
      renderScreen([page(anInvoice())], `/c/${TOKEN}?payment=success`);
      expect(
        await screen.findByText(
          'Thank you! Your payment is being confirmed and will show here shortly.',
        ),
      ).toHaveAttribute('role', 'status');
      cleanup();
      renderScreen(
        [page({ ...anInvoice(), language: 'de', currency: 'EUR' })],
        `/c/${TOKEN}?payment=cancelled`,
      );
      expect(
        await screen.findByText(
          'Die Zahlung wurde abgebrochen. Sie können bezahlen, sobald Sie bereit sind.',
        ),
      ).toHaveAttribute('role', 'status');
      // Intl writes a no-break space before the euro sign.
      expect(
        screen.getByRole('button', { name: /^Jetzt 1\.460,47\s€ bezahlen$/ }),
      ).toBeInTheDocument();
    });

    it('shows no payment panel on a proposal', async () => {
      renderScreen([page(aDocument())]);
      expect(await screen.findByRole('button', { name: 'Accept proposal' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
    });
  });

  it('a deposit due on acceptance: says so, and once accepted goes straight to paying it', async () => {
    const deposit = {
      __typename: 'ClientDeposit' as const,
      share: '30%',
      amount: 150,
      invoiceNumber: null,
      paid: false,
      canPayOnline: false,
      simulated: false,
    };
    const acceptedDocument = aDocument({
      status: 'accepted',
      canRespond: false,
      answer: {
        __typename: 'ClientAnswer',
        decision: 'accepted',
        at: '2026-11-20T10:00:00.000Z',
        acceptedByName: 'Hank Scorpio',
        declineReason: null,
      },
      deposit: { ...deposit, invoiceNumber: 'INV-9', canPayOnline: true, simulated: true },
    });
    const paid = jest.fn(() => ({
      data: {
        payInvoice: {
          __typename: 'PaymentRedirect' as const,
          url: `${window.location.origin}/pay/simulated?session=dep`,
        },
      },
    }));
    renderScreen([
      page(aDocument({ deposit })),
      {
        request: {
          query: AcceptProposalDocument,
          variables: { token: TOKEN, input: { fullName: 'Hank Scorpio', version: V1 } },
        },
        result: { data: { acceptProposal: acceptedDocument } },
      },
      { request: { query: PayInvoiceDocument, variables: { token: TOKEN } }, result: paid },
    ]);
    expect(
      await screen.findByText('A deposit of 30% ($150.00) is due on acceptance.'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Hank Scorpio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept proposal' }));
    expect(await screen.findByText('Simulated gateway page')).toBeInTheDocument();
    expect(paid).toHaveBeenCalledTimes(1);
  });
});
