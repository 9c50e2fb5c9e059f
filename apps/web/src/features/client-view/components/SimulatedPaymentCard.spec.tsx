import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SimulatedInvoicePaymentDocument } from '@/generated/graphql';
import { SimulatedPaymentCard } from './SimulatedPaymentCard';

const SESSION = 'sealed-session';

const session = (language: string, currency: string): MockLink.MockedResponse => ({
  request: { query: SimulatedInvoicePaymentDocument, variables: { session: SESSION } },
  result: {
    data: {
      simulatedInvoicePayment: {
        __typename: 'SimulatedInvoicePayment',
        invoiceNumber: 'RE-2027-004',
        payee: 'Studio Ada',
        amount: 1460.47,
        currency,
        language,
        cancelUrl: 'http://localhost/c/token?payment=cancelled',
      },
    },
  },
});

function renderCard(mock: MockLink.MockedResponse) {
  render(
    <MockedProvider mocks={[mock]}>
      <MemoryRouter>
        <SimulatedPaymentCard session={SESSION} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const nbsp = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('SimulatedPaymentCard', () => {
  afterEach(cleanup);

  it("speaks the invoice's language: a German invoice's test payment reads German, in euros as Germany writes them", async () => {
    renderCard(session('de', 'EUR'));
    expect(await screen.findByText('Zahlung an Studio Ada')).toBeInTheDocument();
    expect(screen.getByText('Testzahlung')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Diese Seite ersetzt die Kartenzahlungsseite, solange dieses Unternehmen kein Stripe-Konto verbunden hat. Es wird keine Karte belastet und kein Geld bewegt; die Rechnung wird wie bei einer echten Zahlung als bezahlt markiert.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Rechnung')).toBeInTheDocument();
    expect(screen.getByText('Betrag')).toBeInTheDocument();
    expect(nbsp(screen.getByTestId('simulated-amount').textContent)).toBe('1.460,47 €');
    const buttons = screen.getAllByRole('button').map((button) => nbsp(button.textContent));
    expect(buttons).toEqual(['1.460,47 € bezahlen', 'Abbrechen']);
    expect(screen.queryByText(/Test payment|Invoice|Amount|Cancel/)).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'de');
  });

  it('reads English for an English invoice', async () => {
    renderCard(session('en', 'USD'));
    expect(await screen.findByText('Pay Studio Ada')).toBeInTheDocument();
    expect(screen.getByText('Test payment')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Pay $1,460.47',
      'Cancel',
    ]);
  });
});
