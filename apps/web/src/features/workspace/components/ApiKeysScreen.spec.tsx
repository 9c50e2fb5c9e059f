import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiKeysDocument, CreateApiKeyDocument, type ApiKeysQuery } from '@/generated/graphql';
import { notify } from '@/lib/toast';
import { acme, workspaceMock } from '../testing/workspace-fixtures';
import { ApiKeysScreen } from './ApiKeysScreen';

jest.mock('@/lib/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const zapier: ApiKeysQuery['apiKeys'][number] = {
  __typename: 'ApiKey',
  id: 'k1',
  name: 'Zapier',
  role: 'member',
  prefix: 'ab12cd34',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  createdByName: 'Ada Owner',
};
const SECRET = 'ddk_ab12cd34_s3cr3tr4nd0m';

const keysMock = (apiKeys: ApiKeysQuery['apiKeys']): MockLink.MockedResponse => ({
  request: { query: ApiKeysDocument },
  result: { data: { apiKeys } },
});

function renderScreen(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <ApiKeysScreen />
    </MockedProvider>,
  );
}

describe('ApiKeysScreen', () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  beforeAll(() => Object.assign(navigator, { clipboard: { writeText } }));
  afterEach(() => jest.clearAllMocks());

  it('creates a key and shows its secret once, with Copy; reopened, the dialog has no secret', async () => {
    renderScreen([
      workspaceMock(),
      keysMock([]),
      {
        request: {
          query: CreateApiKeyDocument,
          variables: { input: { name: 'Zapier', role: 'member' } },
        },
        result: {
          data: { createApiKey: { __typename: 'CreatedApiKey', apiKey: zapier, secret: SECRET } },
        },
      },
      keysMock([zapier]),
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    let dialog = screen.getByRole('dialog', { name: 'Create API key' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Zapier' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create API key' }));

    dialog = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(dialog).getByLabelText('API key')).toHaveValue(SECRET);
    expect(dialog).toHaveTextContent("Copy this key now. You won't be able to see it again.");
    expect(notify.success).toHaveBeenCalledWith('API key created');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list shows the key by name and prefix only.
    const row = (await screen.findByText('Zapier')).closest('tr')!;
    expect(row).toHaveTextContent('ab12cd34');
    expect(row).toHaveTextContent('Never');
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    dialog = screen.getByRole('dialog', { name: 'Create API key' });
    expect(within(dialog).queryByLabelText('API key')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
  });

  it('asks before revoking a key', async () => {
    renderScreen([workspaceMock(), keysMock([zapier])]);
    const row = (await screen.findByText('Zapier')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke API key' });
    expect(dialog).toHaveTextContent('Requests with "Zapier" are refused from now on.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a revoked key with a Revoked badge and its date, and no Revoke button', async () => {
    const revokedAt = '2026-11-27T15:30:00.000Z';
    const departed = { ...zapier, id: 'k2', name: 'Old sync', prefix: 'zz99yy88', revokedAt };
    renderScreen([workspaceMock(), keysMock([zapier, departed])]);

    const row = (await screen.findByText('Old sync')).closest('tr')!;
    const date = new Date(revokedAt).toLocaleDateString(undefined, { dateStyle: 'medium' });
    expect(within(row).getByText('Revoked').parentElement).toHaveTextContent(`Revoked ${date}`);
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    // The live key keeps its button and has no badge.
    const live = screen.getByText('Zapier').closest('tr')!;
    expect(within(live).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    expect(live).not.toHaveTextContent('Revoked');
  });

  it('tells a member that keys are for owners and admins', async () => {
    renderScreen([workspaceMock({ ...acme, role: 'member' })]);
    expect(
      await screen.findByText('Only an owner or admin can see and manage API keys.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create API key' })).not.toBeInTheDocument();
  });
});
