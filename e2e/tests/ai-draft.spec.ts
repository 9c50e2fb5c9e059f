import { Copy, DocumentMessages, DraftMessages, THEME_STORAGE_KEY } from '@dealdraft/domain';
import { expect, test } from '@playwright/test';
import { createAccount, graphql, signIn, toast } from './support/accounts';
import { databaseUrl, upgradeToFreelancer } from './support/database';
import { screenshot } from './support/screens';

// The browser suite's stack has no AI endpoint configured: the offline template engine drafts.
test('a proposal drafted from a brief fills the form, stays editable and saves', async ({
  page,
}) => {
  test.skip(!databaseUrl, 'E2E_DATABASE_URL is needed to put the user on a paid plan');
  const account = await createAccount();
  // Spec §9: AI generation comes with the paid plans.
  await upgradeToFreelancer(account.email);
  await signIn(page, account, '/proposals');
  await page.getByRole('button', { name: 'Create Your First Proposal' }).click();
  const dialog = page.getByRole('dialog', { name: Copy.proposals.createTitle });

  await dialog.getByRole('button', { name: 'Draft with AI' }).click();
  await dialog
    .getByLabel('Project brief')
    .fill(
      'logo and packaging design for a small organic tea shop launching 4 new blends; also a one-page website',
    );
  // By accessible name: the "(optional)" mark is a separate span inside the label.
  await dialog.getByRole('textbox', { name: 'Client company (optional)' }).fill('Hopper Teas');
  await dialog.getByRole('spinbutton', { name: 'Budget (USD) (optional)' }).fill('2500');
  await dialog.getByRole('button', { name: 'Generate' }).click();

  await expect(dialog.getByText(DraftMessages.drafted)).toBeVisible();
  await expect(dialog.getByText(DraftMessages.templateEngine)).toBeVisible();
  await expect(dialog.getByLabel('Draft as it is written')).toContainText('Hopper Teas');
  await expect(dialog.getByLabel('Proposal Title', { exact: true })).toHaveValue(
    'Logo Design, Packaging Design and One-Page Website for Hopper Teas',
  );
  await expect(dialog.getByLabel('Client Company', { exact: true })).toHaveValue('Hopper Teas');
  // Every deliverable the brief names is a line, priced in $5 steps.
  const descriptions = dialog.getByLabel('Description');
  await expect(descriptions).toHaveCount(3);
  await expect(descriptions.nth(0)).toHaveValue('Logo design');
  await expect(descriptions.nth(1)).toHaveValue('Packaging design, per blend');
  await expect(descriptions.nth(2)).toHaveValue('One-page website');
  await expect(dialog.getByLabel('Quantity').nth(1)).toHaveValue('4');
  // The scope is the proposal's scope of work, not the head of its terms.
  await expect(dialog.getByRole('textbox', { name: 'Scope of Work (optional)' })).toHaveValue(
    /Scope of work for Hopper Teas:\n- Logo design\n- Packaging design for 4 new blends\n- One-page website/,
  );
  await expect(
    dialog.getByRole('textbox', { name: 'Additional Terms (optional)' }),
  ).not.toHaveValue(/Scope of work/);
  await expect(dialog.getByLabel('Payment Terms', { exact: true })).not.toHaveValue('');
  // The lines were fitted to the budget on the server, to the cent.
  await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText('$2,500.00');
  await screenshot(page, 'ai-draft');
  // The filled form below the panel: scope of work and one line per deliverable.
  await dialog.getByRole('textbox', { name: 'Scope of Work (optional)' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'ai-draft-lines');

  // Still a form: the user completes and edits it before saving.
  await dialog.getByLabel('Proposal Title', { exact: true }).fill('Tea shop brand and website');
  await dialog.getByLabel('Client Name', { exact: true }).fill('Grace Hopper');
  await dialog.getByLabel('Client Email', { exact: true }).fill('grace@hopper.example');
  await dialog.getByLabel('Company Name', { exact: true }).fill('Lovelace Studio');
  await dialog.getByLabel('Company Email', { exact: true }).fill('hello@lovelace.example');
  await dialog.getByLabel('Company Address', { exact: true }).fill('1 Analytical Way, London');
  await dialog.getByRole('button', { name: 'Create Proposal' }).click();

  await expect(toast(page, DocumentMessages.proposal.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page
    .getByRole('table', { name: Copy.proposals.title, exact: true })
    .getByRole('row')
    .filter({ hasText: 'Tea shop brand and website' });
  await expect(row).toContainText('$2,500.00');
});

test('on the Free Trial the panel says what drafting does and leads to the pricing', async ({
  page,
}) => {
  const account = await createAccount();
  await signIn(page, account, '/proposals');
  await page.getByRole('button', { name: 'Create Your First Proposal' }).click();
  const dialog = page.getByRole('dialog', { name: Copy.proposals.createTitle });

  await dialog.getByRole('button', { name: 'Draft with AI' }).click();
  await expect(dialog.getByText(DraftMessages.trialPitch)).toBeVisible();
  await expect(dialog.getByText(DraftMessages.planRequired)).toBeVisible();
  await expect(dialog.getByLabel('Project brief')).toHaveCount(0);
  await screenshot(page, 'ai-draft-trial');

  await dialog.getByRole('button', { name: 'View Pricing Plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('in a German EUR workspace the offline draft fills the form in German, in euros, with the brief’s deposit', async ({
  page,
}) => {
  test.skip(!databaseUrl, 'E2E_DATABASE_URL is needed to put the user on a paid plan');
  const account = await createAccount('Mara Lichtbild');
  await upgradeToFreelancer(account.email);
  await graphql(
    account.token,
    'mutation ($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { id } }',
    { input: { name: 'Lichtbild Studio', currency: 'EUR', language: 'de' } },
  );
  await signIn(page, account, '/proposals');
  await page.getByRole('button', { name: 'Create Your First Proposal' }).click();
  const dialog = page.getByRole('dialog', { name: Copy.proposals.createTitle });
  // The client is picked in the form first; the draft is addressed to them.
  await dialog.getByLabel('Client Name', { exact: true }).fill('Anna Berg');

  await dialog.getByRole('button', { name: 'Draft with AI' }).click();
  await dialog
    .getByLabel('Project brief')
    .fill(
      'Hochzeitsfotografie für Anna & Jonas am 12. Juni 2027 in Potsdam: 10 Stunden Reportage, ein Fotobuch mit 40 Seiten und eine Online-Galerie, Anfahrt inklusive. 50 % Anzahlung bei Buchung.',
    );
  await dialog.getByRole('spinbutton', { name: 'Budget (EUR) (optional)' }).fill('3000');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByText(DraftMessages.drafted)).toBeVisible();

  await expect(dialog.getByLabel('Proposal Title', { exact: true })).toHaveValue(
    'Hochzeitsfotografie für Anna & Jonas',
  );
  await expect(dialog.getByLabel('Client Name', { exact: true })).toHaveValue('Anna Berg');
  // The deliverables only: no date, place, count or "inklusive" line.
  const descriptions = dialog.getByLabel('Description');
  await expect(descriptions).toHaveCount(3);
  await expect(descriptions.nth(0)).toHaveValue('Reportage (10 Stunden)');
  await expect(descriptions.nth(1)).toHaveValue('Fotobuch (40 Seiten)');
  await expect(descriptions.nth(2)).toHaveValue('Online-Galerie');
  // The brief's deposit is the form's deposit, and the terms say the same.
  await expect(dialog.getByLabel(/^Deposit on acceptance/)).toHaveValue('percent');
  await expect(dialog.getByLabel('Deposit percent')).toHaveValue('50');
  await expect(dialog.getByLabel('Payment Terms', { exact: true })).toHaveValue(
    /^50\s%\sAnzahlung bei Auftragserteilung, der Rest bei Lieferung\./,
  );
  await expect(dialog.getByRole('textbox', { name: 'Scope of Work (optional)' })).toHaveValue(
    /Leistungsumfang für Anna & Jonas:\n- Reportage \(10 Stunden\)\n- Fotobuch \(40 Seiten\)\n- Online-Galerie\n\nOhne Aufpreis enthalten:\n- Anfahrt inklusive/,
  );
  await expect(dialog.getByRole('status', { name: 'Total', exact: true })).toHaveText(
    /3[.,]000[.,]00\s?€|€\s?3[.,]000[.,]00/,
  );
  await page.mouse.move(0, 0);
  await screenshot(page, 'ai-draft-de');
  await dialog.getByRole('textbox', { name: 'Scope of Work (optional)' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'ai-draft-de-lines');
  // The same form in the dark theme, without a reload that would empty it.
  await page.evaluate((key) => {
    localStorage.setItem(key, 'dark');
    document.documentElement.classList.add('dark');
  }, THEME_STORAGE_KEY);
  await screenshot(page, 'ai-draft-de-dark');
});
