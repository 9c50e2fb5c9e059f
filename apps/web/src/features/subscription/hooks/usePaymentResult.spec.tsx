import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { notify } from '@/lib/toast';
import { usePaymentResult } from './usePaymentResult';

jest.mock('@/lib/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

function Page({ result }: { result: 'success' | 'decline' }) {
  usePaymentResult(result);
  return null;
}

describe('usePaymentResult', () => {
  afterEach(() => jest.clearAllMocks());

  it('toasts Payment successful! once on load, even under StrictMode', () => {
    render(
      <StrictMode>
        <MockedProvider>
          <Page result="success" />
        </MockedProvider>
      </StrictMode>,
    );
    expect(notify.success).toHaveBeenCalledTimes(1);
    expect(notify.success).toHaveBeenCalledWith('Payment successful!');
  });

  it('toasts Payment was not successful on the decline page', () => {
    render(
      <MockedProvider>
        <Page result="decline" />
      </MockedProvider>,
    );
    expect(notify.error).toHaveBeenCalledWith('Payment was not successful');
  });
});
