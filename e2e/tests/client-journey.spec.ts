import {
  ClientLinkMessages,
  Copy,
  DocumentMessages,
  ImportMessages,
  THEME_STORAGE_KEY,
} from '@dealdraft/domain';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, graphql, signIn, toast } from './support/accounts';
import { expectAccessible, screenshot } from './support/screens';

const clientRow = (page: Page, name: string) =>
  page.getByRole('table').getByRole('row').filter({ hasText: name });

/**
 * End to end, as a freelancer would go: a client made on /clients, picked in a new
 * proposal, accepted by the client on their page, invoiced from the accepted proposal; then
 * three more clients imported from a CSV whose bad row is fixed in the preview.
 */
test('a client is picked in a proposal, the client accepts, the proposal becomes an invoice, and a CSV brings three more', async ({
  page,
  browser,
}) => {
  const account = await createAccount('Grace Hopper');
  await signIn(page, account, '/clients');
  await page.getByRole('button', { name: 'New client' }).click();
  const clientDialog = page.getByRole('dialog', { name: 'New client' });
  await clientDialog.getByLabel('Name').fill('Ada Byron');
  await clientDialog.getByLabel('Company').fill('Analytical Engines');
  await clientDialog.getByLabel(/^Email/).fill('ada@engines.example');
  await clientDialog.getByRole('button', { name: 'Create client' }).click();
  await expect(toast(page, 'Client created')).toBeVisible();

  // The proposal picks the client by a piece of its name; the details fill in.
  await page.goto('/proposals');
  await page.getByRole('button', { name: 'Create Your First Proposal' }).click();
  const form = page.getByRole('dialog', { name: Copy.proposals.createTitle });
  await form.getByRole('combobox', { name: 'Client Name' }).fill('byro');
  await form.getByRole('option', { name: /Ada Byron/ }).click();
  await expect(form.getByLabel('Client Email')).toHaveValue('ada@engines.example');
  await form.getByLabel('Proposal Title').fill('Difference engine audit');
  await form.getByLabel('Payment Terms').fill('Net 30');
  await form.getByLabel('Company Name').fill('Hopper Consulting');
  await form.getByLabel('Company Email').fill('grace@hopper.example');
  await form.getByLabel('Company Address').fill('1 Cobol Way, Arlington');
  await form.getByLabel('Description').first().fill('Audit of the mill');
  await form.getByLabel('Price').first().fill('1200');
  await form.getByLabel('Quantity').first().fill('2');
  await form.getByRole('button', { name: 'Create Proposal' }).click();
  await expect(toast(page, DocumentMessages.proposal.created)).toBeVisible();

  // The same client, not a second one: the proposal is linked to it.
  const { clients, proposals } = await graphql<{
    clients: { nodes: { id: string; name: string }[] };
    proposals: { nodes: { id: string; clientId: string }[] };
  }>(account.token, '{ clients { nodes { id name } } proposals { nodes { id clientId } } }');
  expect(clients.nodes.map((c) => c.name)).toEqual(['Ada Byron']);
  expect(proposals.nodes[0].clientId).toBe(clients.nodes[0].id);

  // The client accepts on their own page, signed out, on a phone.
  const { createClientLink } = await graphql<{ createClientLink: { url: string } }>(
    account.token,
    'mutation ($input: CreateClientLinkInput!) { createClientLink(input: $input) { url } }',
    { input: { documentKind: 'proposal', documentId: proposals.nodes[0].id } },
  );
  const phone = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const clientPage = await phone.newPage();
  await clientPage.goto(new URL(createClientLink.url).pathname);
  await clientPage.getByLabel('Full name').fill('Ada Byron');
  await clientPage.getByRole('button', { name: 'Accept proposal' }).click();
  await expect(toast(clientPage, ClientLinkMessages.accepted)).toBeVisible();
  await phone.close();

  // The accepted proposal becomes a draft invoice for the same client.
  await page.goto('/proposals');
  const proposalRow = page
    .getByRole('table', { name: Copy.proposals.title, exact: true })
    .getByRole('row')
    .filter({ hasText: 'Difference engine audit' });
  await proposalRow.getByRole('button', { name: 'Create invoice' }).click();
  await expect(toast(page, DocumentMessages.conversion.invoiced)).toBeVisible();
  const invoice = page.getByRole('dialog', { name: Copy.invoices.editTitle });
  await expect(invoice.getByLabel('Client Email')).toHaveValue('ada@engines.example');
  await expect(invoice.getByRole('status', { name: 'Total', exact: true })).toHaveText('$2,400.00');
  await invoice.getByRole('button', { name: 'Cancel' }).click();

  // Three clients from a CSV; row 3's e-mail is wrong and is fixed in the preview.
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importer = page.getByRole('dialog', { name: 'Import clients from CSV' });
  await importer.getByLabel('Choose a CSV file').setInputFiles({
    name: 'clients.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Full name;Company;E-mail address\r\n' +
        'Zażółć Gęślą;Jaźń sp. z o.o.;zazolc@example.com\r\n' +
        'Katherine Johnson;NASA;katherine(at)nasa.example\r\n' +
        'Dorothy Vaughan;NASA;dorothy@nasa.example\r\n',
    ),
  });
  await expect(importer.getByLabel('Column for E-mail')).toHaveValue('2');
  await expect(importer.getByText('1 cell needs a fix')).toBeVisible();
  await screenshot(page, 'client-import-preview');
  await importer.getByRole('button', { name: 'Import 3 clients' }).click();
  await expect(importer.getByRole('alert')).toHaveText(ImportMessages.rowsHaveErrors(1));

  await importer.getByLabel('Row 3, E-mail address').fill('katherine@nasa.example');
  await importer.getByRole('button', { name: 'Import 3 clients' }).click();
  await expect(toast(page, 'Imported 3 clients')).toBeVisible();
  await expect(importer).toBeHidden();
  for (const name of ['Ada Byron', 'Zażółć Gęślą', 'Katherine Johnson', 'Dorothy Vaughan'])
    await expect(clientRow(page, name)).toBeVisible();
  await expect(page.getByText('4 of 4 clients')).toBeVisible();

  // The client page: what was proposed and accepted, the draft invoice, and what Ada did.
  await page.getByRole('link', { name: 'Ada Byron' }).click();
  await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Ada Byron', level: 1 })).toBeVisible();
  await expect(page.getByTestId('total-proposed')).toHaveText('$2,400.00');
  await expect(page.getByTestId('total-accepted')).toHaveText('$2,400.00');
  // The invoice is still a draft: nothing is invoiced or owed yet.
  await expect(page.getByTestId('total-invoiced')).toHaveText('$0.00');
  await expect(
    page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: 'INV-' }),
  ).toContainText('DRAFT');
  const activity = page.getByRole('listitem');
  await expect(activity.first()).toContainText(/PROP-\d+ accepted/);
  await expect(activity.nth(1)).toContainText(/PROP-\d+ viewed on the client page/);
  await expect(toast(page, 'Imported 3 clients')).toBeHidden({ timeout: 10_000 });
  await screenshot(page, 'client-page');
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  await page.reload();
  await expect(page.getByTestId('total-proposed')).toHaveText('$2,400.00');
  await screenshot(page, 'client-page-dark');
  await expectAccessible(page);
});
