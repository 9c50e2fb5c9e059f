import { ImportMessages, Messages } from '@dealdraft/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { notify } from '@/lib/toast';
import type { ImportPreview } from '@/lib/imports-api';
import { ImportDialog } from './ImportDialog';

jest.mock('@/lib/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const PREVIEW: ImportPreview = {
  id: '3f0c2a4e-1111-4222-8333-444455556666',
  kind: 'clients',
  headers: ['Full name', 'E-mail address'],
  mapping: { name: 0, email: 1 },
  sample: [
    { row: 2, cells: ['Ada', 'ada@example.com'] },
    { row: 3, cells: ['Bob', 'not-an-email'] },
  ],
  unmapped: [],
  rowCount: 2,
  errorCount: 1,
  errors: [
    {
      row: 3,
      field: 'email',
      column: 'E-mail address',
      message: Messages.validation.email,
      value: 'not-an-email',
    },
  ],
};

const answer = (status: number, body: object) =>
  ({ ok: status < 400, status, json: async () => body }) as Response;

describe('ImportDialog', () => {
  const originalFetch = globalThis.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  const open = (onImported = jest.fn()) => {
    render(<ImportDialog kind="clients" open onClose={jest.fn()} onImported={onImported} />);
    return onImported;
  };
  const choose = (file: File) =>
    fireEvent.change(screen.getByLabelText('Choose a CSV file'), { target: { files: [file] } });

  it('uploads the file, shows the mapping, the first rows and the cell to fix, then imports with the fix', async () => {
    const onImported = open();
    fetchMock.mockResolvedValueOnce(answer(201, { status: 'success', data: PREVIEW }));
    choose(new File(['Full name,E-mail address\n'], 'clients.csv', { type: 'text/csv' }));

    expect(await screen.findByLabelText('Column for Name')).toHaveValue('0');
    expect(screen.getByLabelText('Column for E-mail')).toHaveValue('1');
    expect(screen.getByRole('table', { name: 'First rows of the file' })).toHaveTextContent(
      'not-an-email',
    );
    expect(screen.getByText('1 cell needs a fix')).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/imports/clients');
    expect(init.headers['content-type']).toBe('text/csv');

    fireEvent.change(screen.getByLabelText('Row 3, E-mail address'), {
      target: { value: 'bob@example.com' },
    });
    fetchMock.mockResolvedValueOnce(
      answer(201, {
        status: 'success',
        data: { kind: 'clients', imported: 2 },
        message: 'Imported 2 clients',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 clients' }));

    await waitFor(() => expect(onImported).toHaveBeenCalled());
    expect(notify.success).toHaveBeenCalledWith('Imported 2 clients');
    const [commitUrl, commit] = fetchMock.mock.calls[1];
    expect(commitUrl).toBe(`/api/imports/${PREVIEW.id}/commit`);
    expect(JSON.parse(commit.body)).toEqual({
      mapping: { name: 0, email: 1 },
      fixes: [{ row: 3, field: 'email', value: 'bob@example.com' }],
    });
  });

  it("shows the api's refusal of the file and imports nothing", async () => {
    const onImported = open();
    fetchMock.mockResolvedValueOnce(
      answer(400, { status: 'error', data: null, message: ImportMessages.notUtf8 }),
    );
    choose(new File(['x'], 'clients.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent(ImportMessages.notUtf8);
    expect(screen.queryByRole('button', { name: /^Import / })).toBeNull();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('refuses a file over the size limit before sending it', async () => {
    open();
    const big = new File(['x'], 'big.csv');
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    choose(big);
    expect(await screen.findByRole('alert')).toHaveTextContent(ImportMessages.tooLarge);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rechecks when a column changes, and lists the errors a refused commit names', async () => {
    const onImported = open();
    fetchMock.mockResolvedValueOnce(answer(201, { status: 'success', data: PREVIEW }));
    choose(new File(['x'], 'clients.csv'));
    const email = await screen.findByLabelText('Column for E-mail');

    fetchMock.mockResolvedValueOnce(
      answer(200, { status: 'success', data: { rowCount: 2, errorCount: 0, errors: [] } }),
    );
    fireEvent.change(email, { target: { value: '' } });
    await waitFor(() => expect(screen.queryByText('1 cell needs a fix')).toBeNull());
    expect(JSON.parse(fetchMock.mock.calls[1][1].body).mapping).toEqual({ name: 0, email: null });

    fetchMock.mockResolvedValueOnce(
      answer(400, {
        status: 'error',
        data: { rowCount: 2, errorCount: 1, errors: PREVIEW.errors },
        message: ImportMessages.rowsHaveErrors(1),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 clients' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ImportMessages.rowsHaveErrors(1));
    expect(screen.getByLabelText('Row 3, E-mail address')).toHaveValue('not-an-email');
    expect(onImported).not.toHaveBeenCalled();
  });
});
