import { VerifyMessages } from '@dealdraft/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { VerifyScreen } from './VerifyScreen';

const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, json: async () => body }) as Response;
const pdf = new File(['%PDF-1.7'], 'proposal.pdf', { type: 'application/pdf' });

describe('VerifyScreen', () => {
  const originalFetch = globalThis.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  const choose = (file: File) =>
    fireEvent.change(screen.getByLabelText('Drop a PDF here, or choose one'), {
      target: { files: [file] },
    });

  it('sends the file as the raw body and says by whom and when it was accepted', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, {
        status: 'success',
        data: {
          result: 'accepted',
          acceptedAt: '2026-11-29T08:20:00.000Z',
          acceptedBy: 'Jonas Weber',
        },
      }),
    );
    render(<VerifyScreen />);
    choose(pdf);
    expect(await screen.findByText(VerifyMessages.accepted)).toBeInTheDocument();
    expect(
      screen.getByText('Accepted by Jonas Weber on November 29, 2026 at 8:20 AM UTC.'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/verify',
      expect.objectContaining({ method: 'POST', body: pdf }),
    );
  });

  it('refuses a changed PDF, and shows the api refusal without the field name', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, { data: { result: 'altered', acceptedAt: null, acceptedBy: null } }),
    );
    render(<VerifyScreen />);
    choose(pdf);
    expect(await screen.findByRole('alert')).toHaveTextContent(VerifyMessages.altered);

    fetchMock.mockResolvedValueOnce(answer(400, { message: `file: ${VerifyMessages.notPdf}` }));
    choose(new File(['hello'], 'notes.txt'));
    expect(await screen.findByText(VerifyMessages.notPdf)).toBeInTheDocument();
  });
});
