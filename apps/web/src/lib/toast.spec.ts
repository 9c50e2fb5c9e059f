import { toast } from 'sonner';
import { notify } from './toast';

jest.mock('sonner', () => ({
  toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

describe('notify', () => {
  afterEach(() => jest.clearAllMocks());

  it('shows success toasts for 3000 ms', () => {
    notify.success('Proposal created successfully!');
    expect(toast.success).toHaveBeenCalledWith('Proposal created successfully!', {
      duration: 3000,
    });
  });

  it('shows error toasts for 4000 ms', () => {
    notify.error('Failed to download PDF.');
    expect(toast.error).toHaveBeenCalledWith('Failed to download PDF.', { duration: 4000 });
  });

  it('shows info toasts for 3500 ms', () => {
    notify.info('Redirecting to payment...');
    expect(toast.info).toHaveBeenCalledWith('Redirecting to payment...', { duration: 3500 });
  });

  it('puts a description on a second line', () => {
    notify.error('Failed to generate PDF for email. Please try again.', 'Mailbox unavailable');
    expect(toast.error).toHaveBeenCalledWith(
      'Failed to generate PDF for email. Please try again.',
      {
        duration: 4000,
        description: 'Mailbox unavailable',
      },
    );
  });
});
