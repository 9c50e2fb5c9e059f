import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACCOUNT_EMAIL_BUTTONS,
  DOCUMENT_LANGUAGES,
  documentStrings,
  emailChangeEmailLines,
  formatDocumentDate,
  formatMinor,
  formatMoney,
  passwordResetEmailLines,
  reminderBodyLines,
  type DocumentLanguage,
} from '@dealdraft/domain';
import { doIUseEmail } from '@jsx-email/doiuse-email';
import { HtmlValidate } from 'html-validate';
import { accountContent } from '../auth/account-mail';
import { creditNoteContent } from '../credit-notes/credit-note-mail';
import { emailContent } from '../document-email/document-email-content';
import { invitationContent } from '../invitations/invitation-mail';
import { receiptContent } from '../invoices/ledger/receipt-mail';
import { ownerNoticeContent } from '../notifications/owner-notice-mail';
import { portalLinkContent } from '../portal/portal-mail';
import { reminderContent } from '../reminders/reminder-scheduler';
import { defaultEmailBrand, type EmailBrand } from './email-brand';
import type { EmailContent } from './letter';
import {
  EMAIL_CLIENTS,
  EMAIL_HTML_VALIDATE,
  GRACEFUL_FEATURES,
} from '../../test/support/email-lint';

/**
 * Every message the product sends, rendered as it is sent (each document message in each of the
 * 8 languages), then: the HTML passes html-validate (EMAIL_HTML_VALIDATE) and uses no HTML or
 * CSS that caniemail marks unsupported in the major clients (EMAIL_CLIENTS); the plain-text part
 * states the same facts (every line of it is in the HTML's text; the amount, due date and link
 * are in both); and whatever a user typed stays text. The HTML is also written to
 * tmp/email-previews/ for scripts/email-screenshots.mjs.
 */

const PREVIEWS = join(__dirname, '../../../../tmp/email-previews');
const URL = 'https://app.dealdraft.test/c/Tq9vX2kLm8';
const PIXEL = 'https://app.dealdraft.test/api/t/Zx81.gif';
const brand = defaultEmailBrand('Studio Ada');
const logoBrand: EmailBrand = {
  name: 'Studio Ada',
  color: '#0f766e',
  logoUrl: 'https://app.dealdraft.test/api/brand/logos/4f1c.png',
};

interface Sample {
  name: string;
  content: Promise<EmailContent>;
  /** What both parts must state: amounts, dates, links, exactly as the text writes them. */
  facts: string[];
}

function documentSamples(language: DocumentLanguage): Sample[] {
  const t = documentStrings(language);
  const money = (amount: number) => formatMoney(amount, 'EUR', t.locale);
  const due = formatDocumentDate('2026-12-31', language);
  const common = {
    brand,
    clientName: 'Globex',
    senderName: 'Studio Ada',
    url: URL,
    pixelUrl: PIXEL,
    language,
    currency: 'EUR',
  };
  const receipt = {
    clientName: 'Globex',
    senderName: 'Studio Ada',
    invoiceNumber: 'INV-0042',
    currency: 'EUR',
    language,
  };
  return [
    {
      name: `invoice-${language}`,
      content: emailContent({
        ...common,
        kind: 'invoice',
        number: 'INV-0042',
        amount: 1194.03,
        deposit: { invoiceNumber: 'INV-0041', amount: 500 },
        dueDate: '2026-12-31',
      }),
      facts: [money(1194.03), money(500), due, URL],
    },
    {
      name: `proposal-${language}`,
      content: emailContent({
        ...common,
        brand: language === 'en' ? logoBrand : brand,
        kind: 'proposal',
        number: 'PROP-0007',
        title: 'Website redesign',
        deposit: { share: '30 %', amount: 360 },
      }),
      facts: [money(360), 'PROP-0007', 'Website redesign', URL],
    },
    {
      name: `reminder-${language}`,
      content: reminderContent(
        reminderBodyLines({
          kind: 'invoice',
          clientName: 'Globex',
          senderName: 'Studio Ada',
          number: 'INV-0042',
          title: null,
          dueDate: '2026-12-31',
          today: '2027-01-05',
          url: URL,
          language,
        }),
        { brand, kind: 'invoice', url: URL, language },
      ),
      facts: ['INV-0042', language === 'en' ? '2026-12-31' : due, URL],
    },
    {
      name: `receipt-${language}`,
      content: receiptContent(
        { ...receipt, amountMinor: 50000n, balanceMinor: 69403n, paidOn: '2026-11-20' },
        brand,
      ),
      facts: [
        formatMinor(50000n, 'EUR', t.locale),
        formatMinor(69403n, 'EUR', t.locale),
        formatDocumentDate('2026-11-20', language),
        'INV-0042',
      ],
    },
    {
      name: `credit-note-${language}`,
      content: creditNoteContent(
        { ...receipt, creditNoteNumber: 'CN-0003', amountMinor: 12000n, balanceMinor: 0n },
        brand,
      ),
      facts: [formatMinor(12000n, 'EUR', t.locale), 'CN-0003', 'INV-0042'],
    },
  ];
}

const RESET_URL = 'https://app.dealdraft.test/reset-password/4bN0tq';
const CONFIRM_URL = 'https://app.dealdraft.test/confirm-email/9aZtq1';
const INVITE_URL = 'https://app.dealdraft.test/invitations/Kq2x';
const NOTICE_URL = 'https://app.dealdraft.test/proposals';
const PORTAL_URL = 'https://app.dealdraft.test/portal/sign-in/Zq9wX?w=9b1c';

const samples: Sample[] = [
  ...DOCUMENT_LANGUAGES.flatMap(documentSamples),
  {
    name: 'invoice-own-message-en',
    content: emailContent({
      brand,
      kind: 'invoice',
      clientName: 'Globex',
      senderName: 'Studio Ada',
      number: 'INV-0043',
      amount: 80,
      currency: 'USD',
      dueDate: null,
      url: URL,
      pixelUrl: PIXEL,
      message: 'Hi Hank,\n\nHere is the invoice for March.\n\nThanks!\nAda',
    }),
    facts: ['$80.00', URL, 'Here is the invoice for March.'],
  },
  {
    name: 'password-reset',
    content: accountContent(passwordResetEmailLines({ name: 'Ada Lovelace', url: RESET_URL }), {
      url: RESET_URL,
      label: ACCOUNT_EMAIL_BUTTONS.passwordReset,
    }),
    facts: [RESET_URL, '1 hour'],
  },
  {
    name: 'email-change',
    content: accountContent(
      emailChangeEmailLines({ name: 'Ada Lovelace', email: 'ada@new.test', url: CONFIRM_URL }),
      { url: CONFIRM_URL, label: ACCOUNT_EMAIL_BUTTONS.emailChange },
    ),
    facts: [CONFIRM_URL, 'ada@new.test'],
  },
  {
    name: 'invitation',
    content: invitationContent(
      {
        inviterName: 'Ada Lovelace',
        workspaceName: 'Studio Ada',
        role: 'member',
        url: INVITE_URL,
        expiresAt: new Date('2026-12-07T10:00:00Z'),
      },
      brand,
    ),
    facts: [INVITE_URL, 'December 7, 2026', 'Studio Ada'],
  },
  {
    name: 'owner-notice',
    content: ownerNoticeContent('Ada', 'Globex accepted proposal PROP-0007.', NOTICE_URL),
    facts: [NOTICE_URL, 'PROP-0007'],
  },
  {
    name: 'portal-link',
    content: portalLinkContent(
      { clientName: 'Globex', business: 'Studio Ada', url: PORTAL_URL },
      brand,
    ),
    facts: [PORTAL_URL, '15 minutes', 'Studio Ada'],
  },
];

/** What a reader sees of the HTML: its body's text, tags dropped, entities read. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/(p|div|td)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

const validator = new HtmlValidate(EMAIL_HTML_VALIDATE);

/** caniemail's "not supported" verdicts for EMAIL_CLIENTS, less the graceful ones. */
function unsupportedFeatures(html: string): string[] {
  const support = doIUseEmail(html, { emailClients: [...EMAIL_CLIENTS] });
  if (support.success) return [];
  return support.errors.filter((error) => {
    const feature = /^`([^`]+)`/.exec(error)?.[1] ?? '';
    return !(feature in GRACEFUL_FEATURES);
  });
}

describe('e-mail templates', () => {
  let rendered: { sample: Sample; content: EmailContent }[];

  beforeAll(async () => {
    rendered = await Promise.all(
      samples.map(async (sample) => ({ sample, content: await sample.content })),
    );
    mkdirSync(PREVIEWS, { recursive: true });
    for (const { sample, content } of rendered) {
      writeFileSync(join(PREVIEWS, `${sample.name}.html`), content.html);
      writeFileSync(join(PREVIEWS, `${sample.name}.txt`), content.text);
    }
  });

  it('renders every kind of message, each document message in the 8 languages', () => {
    expect(rendered).toHaveLength(DOCUMENT_LANGUAGES.length * 5 + 6);
  });

  it.each(samples.map((sample) => [sample.name, sample] as const))(
    "%s: valid HTML for e-mail clients, with the plain text's facts",
    async (_name, sample) => {
      const { html, text } = await sample.content;

      const report = await validator.validateString(html);
      const problems = report.results.flatMap((result) =>
        result.messages.map(
          (message) => `${message.ruleId} ${message.line}:${message.column} ${message.message}`,
        ),
      );
      expect(problems).toEqual([]);

      expect(unsupportedFeatures(html)).toEqual([]);

      const seen = visibleText(html);
      for (const fact of sample.facts) {
        expect(text).toContain(fact);
        expect(seen).toContain(fact);
      }
      for (const line of text.split('\n').filter((line) => line.trim())) {
        expect(seen).toContain(line);
      }
    },
  );

  it('fails a feature a major client does not support', () => {
    const html =
      '<!doctype html><html><body><div style="display:grid;position:fixed">x</div></body></html>';
    expect(unsupportedFeatures(html)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^`display:grid` is not supported by `outlook.windows`/),
      ]),
    );
  });

  it('keeps what users typed as text, in the HTML and its attributes', async () => {
    const hostile = '<script>alert(1)</script> "Ada" & Co';
    const { html, text } = await emailContent({
      brand: { name: hostile, color: '#4f46e5', logoUrl: 'https://x.test/l.png?a="><script>' },
      kind: 'proposal',
      clientName: '<img src=x onerror=alert(2)>',
      senderName: hostile,
      number: 'P-1',
      title: '%%FOOTER%% #0a0b0c',
      url: URL,
      pixelUrl: PIXEL,
    });
    expect(html).not.toMatch(/<script|<img src=x|onerror=alert\(2\)>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ada&quot; &amp; Co');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    // A value that looks like one of the layout's placeholders stays as typed.
    expect(html).toContain('%%FOOTER%% #0a0b0c');
    expect(text).toContain('Hello <img src=x onerror=alert(2)>,');
  });

  it('shows the logo when the brand has one, else the name in the brand colour', async () => {
    const withLogo = await emailContent({
      brand: logoBrand,
      kind: 'invoice',
      clientName: 'Globex',
      senderName: 'Studio Ada',
      number: 'INV-1',
      amount: 10,
      dueDate: null,
      url: URL,
      pixelUrl: PIXEL,
    });
    expect(withLogo.html).toContain(`src="${logoBrand.logoUrl}"`);
    expect(withLogo.html).toContain('alt="Studio Ada"');
    expect(withLogo.html).toContain('#0f766e');

    const named = await receiptContent(
      {
        clientName: 'Globex',
        senderName: 'Studio Ada',
        invoiceNumber: 'INV-1',
        amountMinor: 100n,
        balanceMinor: 0n,
        currency: 'USD',
        paidOn: '2026-11-20',
      },
      defaultEmailBrand('Studio Ada', '#b91c1c'),
    );
    expect(named.html).not.toContain('<img');
    expect(named.html).toMatch(/color:#b91c1c;"\s*>Studio Ada<\/div>/);
  });

  it('makes the link a button in the brand colour, after the line that writes it out', async () => {
    const { html } = await rendered.find((r) => r.sample.name === 'invoice-de')!.content;
    const button = html.indexOf('>\n                Rechnung ansehen');
    expect(html.indexOf(`>${URL}</a>`)).toBeLessThan(button);
    expect(html.indexOf('Bei Fragen')).toBeGreaterThan(button);
    expect(html).toContain(`href="${URL}"`);
    expect(html).toContain(`<img src="${PIXEL}" width="1" height="1" alt=""`);
    expect(html).toContain('lang="de"');
    // The inbox snippet: what the message is about, hidden in the message itself.
    expect(html).toMatch(
      /display:none;[^"]*">anbei erhalten Sie die Rechnung INV-0042 zur Prüfung\.<\/div>/,
    );
  });
});
