import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { HealthDocument, type HealthQuery } from '@/generated/graphql';
import { HealthStatusCard } from './HealthStatusCard';

function healthMock(health: HealthQuery['health']): MockLink.MockedResponse<HealthQuery> {
  return { request: { query: HealthDocument }, result: { data: { health } } };
}

const failingMock: MockLink.MockedResponse<HealthQuery> = {
  request: { query: HealthDocument },
  error: new Error('Failed to fetch'),
};

function renderCard(mocks: MockLink.MockedResponse<HealthQuery>[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <HealthStatusCard />
    </MockedProvider>,
  );
}

describe('HealthStatusCard', () => {
  it('shows a spinner, then that all systems are operational', async () => {
    renderCard([healthMock({ ok: true, database: 'up', redis: 'up' })]);

    expect(screen.getByRole('status', { name: 'Checking system status' })).toBeInTheDocument();
    expect(await screen.findByTestId('health-status')).toHaveTextContent('All systems operational');
  });

  it('names the service that is down', async () => {
    renderCard([healthMock({ ok: false, database: 'down', redis: 'up' })]);

    expect(await screen.findByTestId('health-status')).toHaveTextContent('Database is unavailable');
    expect(screen.getByText('Database:').parentElement).toHaveTextContent('Database: down');
    expect(screen.getByText('Redis:').parentElement).toHaveTextContent('Redis: up');
  });

  it('offers a retry when the api cannot be reached', async () => {
    renderCard([failingMock, healthMock({ ok: true, database: 'up', redis: 'up' })]);

    expect(await screen.findByTestId('health-status')).toHaveTextContent(
      'Could not reach the API.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
  });
});
