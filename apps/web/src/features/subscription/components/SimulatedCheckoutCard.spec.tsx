import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PaySimulatedCheckoutDocument, SimulatedCheckoutDocument } from '@/generated/graphql';
import { SimulatedCheckoutCard } from './SimulatedCheckoutCard';

const checkout = {
  __typename: 'SimulatedCheckout',
  plan: 'freelancer',
  planName: 'Freelancer',
  price: 49,
  successUrl: 'http://localhost/payment-success',
  cancelUrl: 'http://localhost/payment-decline',
};
const shown: MockLink.MockedResponse = {
  request: { query: SimulatedCheckoutDocument, variables: { session: 's1' } },
  result: { data: { simulatedCheckout: checkout } },
};
const paid: MockLink.MockedResponse = {
  request: { query: PaySimulatedCheckoutDocument, variables: { session: 's1' } },
  result: {
    data: { paySimulatedCheckout: { __typename: 'CheckoutSession', url: checkout.successUrl } },
  },
};

function renderCard(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/checkout/simulated']}>
        <Routes>
          <Route path="/checkout/simulated" element={<SimulatedCheckoutCard session="s1" />} />
          <Route path="/payment-success" element={<h1>Success page</h1>} />
          <Route path="/payment-decline" element={<h1>Decline page</h1>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('SimulatedCheckoutCard', () => {
  it('says plainly that it is a test checkout, then Pay returns to successUrl', async () => {
    renderCard([shown, paid]);
    expect(await screen.findByText('Test checkout — no real payment')).toBeInTheDocument();
    expect(screen.getByText('Freelancer')).toBeInTheDocument();
    expect(screen.getByText('$49')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('heading', { name: 'Success page' })).toBeInTheDocument();
  });

  it('Decline returns to cancelUrl without paying', async () => {
    renderCard([shown]);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('heading', { name: 'Decline page' })).toBeInTheDocument();
  });

  it("shows the api's answer for an unknown session", async () => {
    renderCard([
      {
        request: shown.request,
        result: {
          errors: [new GraphQLError('This checkout session does not exist or has expired.')],
        },
      },
    ]);
    expect(
      await screen.findByText('This checkout session does not exist or has expired.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });
});
