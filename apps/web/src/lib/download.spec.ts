import { fetchFile, FileRequestError, openPendingTab } from './download';

describe('fetchFile', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('answers the body of a successful response', async () => {
    const blob = new Blob(['%PDF-1.7']);
    globalThis.fetch = jest.fn(async () => ({ ok: true, blob: async () => blob })) as never;
    await expect(fetchFile('/api/pdf/download?token=t')).resolves.toBe(blob);
  });

  it("throws the api's envelope message on a refusal", async () => {
    globalThis.fetch = jest.fn(async () => ({
      ok: false,
      status: 404,
      json: async () => ({ status: 'error', message: 'This download link has expired.' }),
    })) as never;

    const error = await fetchFile('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileRequestError);
    expect(error).toMatchObject({ message: 'This download link has expired.', status: 404 });
  });

  it('throws without a message when the body is not an envelope', async () => {
    globalThis.fetch = jest.fn(async () => ({
      ok: false,
      status: 502,
      json: async () => Promise.reject(new SyntaxError('not JSON')),
    })) as never;
    await expect(fetchFile('/x')).rejects.toMatchObject({ message: '', status: 502 });
  });
});

describe('openPendingTab', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens a tab at once and points it at the URL once known', () => {
    const tab = { opener: window, location: { replace: jest.fn() }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as never);

    const pending = openPendingTab();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();

    pending.open('/api/pdf/download?token=t');
    expect(tab.location.replace).toHaveBeenCalledWith('http://localhost/api/pdf/download?token=t');
  });

  it('falls back to a plain new tab when the blank one was blocked', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    openPendingTab().open('/file.pdf');
    expect(open).toHaveBeenLastCalledWith('http://localhost/file.pdf', '_blank', 'noopener');
  });
});
