import type { DocumentStrings } from './strings';

/** German. */
export const de: DocumentStrings = {
  locale: 'de-DE',
  kind: { proposal: 'Angebot', invoice: 'Rechnung' },
  number: 'Nummer',
  date: 'Datum',
  validUntil: 'Gültig bis',
  issued: 'Rechnungsdatum',
  due: 'Fällig am',
  from: 'Von',
  preparedFor: 'Erstellt für',
  billTo: 'Rechnung an',
  invoiceFor: (client) => `Rechnung für ${client}`,
  forProposal: (proposalNumber) => `Zum Angebot ${proposalNumber}`,
  businessNumber: (value) => `Firmennr. ${value}`,
  taxNumber: (value) => `USt-IdNr. ${value}`,
  phone: (value) => `Tel. ${value}`,
  mobile: (value) => `Mobil ${value}`,
  fax: (value) => `Fax ${value}`,
  description: 'Beschreibung',
  quantity: 'Menge',
  price: 'Preis',
  rate: 'Einzelpreis',
  amount: 'Betrag',
  subtotal: 'Zwischensumme',
  discount: 'Rabatt',
  taxOn: (name, percent, base) => `${name} ${percent} auf ${base}`,
  total: 'Gesamtbetrag',
  pricesIncludeTax: 'Preise inklusive Steuer',
  scopeOfWork: 'Leistungsumfang',
  paymentTerms: 'Zahlungsbedingungen',
  additionalTerms: 'Weitere Bedingungen',
  notes: 'Anmerkungen',
  taxNote: 'Steuerhinweis',
  acceptance: 'Annahme',
  acceptedBy: (name, when) => `Angenommen von ${name} am ${when}`,
  ipFingerprint: 'IP-Fingerabdruck',
  version: 'Version',
  pageOf: (page, pages) => `Seite ${page} von ${pages}`,
  page: {
    downloadPdf: 'PDF herunterladen',
    linkUnavailable: 'Link nicht verfügbar',
    linkInvalid: 'Dieser Link ist ungültig. Bitte fragen Sie den Absender nach einem neuen.',
    loadFailed: 'Das Dokument konnte nicht geladen werden.',
    proposalAccepted: 'Angebot angenommen',
    proposalDeclined: 'Angebot abgelehnt',
    acceptedOn: (name, when) => `Angenommen von ${name} am ${when}.`,
    declinedOn: (when) => `Abgelehnt am ${when}.`,
    expired: 'Dieses Angebot ist abgelaufen',
    yourAnswer: 'Ihre Antwort',
    answerHint:
      'Geben Sie Ihren vollständigen Namen ein, um dieses Angebot anzunehmen. Ihre Antwort ist endgültig.',
    fullName: 'Vollständiger Name',
    fullNamePlaceholder: 'Erika Mustermann',
    accept: 'Angebot annehmen',
    accepting: 'Wird angenommen...',
    decline: 'Ablehnen',
    declineProposal: 'Angebot ablehnen',
    declining: 'Wird abgelehnt...',
    reason: 'Grund',
    optional: 'optional',
    reasonPlaceholder: 'Teilen Sie uns gern den Grund mit',
    cancel: 'Abbrechen',
    payment: {
      title: 'Zahlung',
      balanceDue: 'Offener Betrag',
      amountPaid: (amount) => `Bisher bezahlt: ${amount}`,
      paidInFull: 'Vollständig bezahlt. Vielen Dank!',
      payNow: (amount) => `Jetzt ${amount} bezahlen`,
      opening: 'Die Zahlungsseite wird geöffnet...',
      testMode: 'Testzahlungen: Es fließt kein Geld',
      received: 'Vielen Dank! Ihre Zahlung ist eingegangen.',
      confirming: 'Vielen Dank! Ihre Zahlung wird bestätigt und erscheint hier in Kürze.',
      cancelled: 'Die Zahlung wurde abgebrochen. Sie können bezahlen, sobald Sie bereit sind.',
      failed: 'Die Zahlungsseite konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.',
    },
  },
  email: {
    subject: (kind, title, number) =>
      kind === 'proposal' ? `Angebot: ${title || number}` : `Rechnung: ${number}`,
    greeting: (clientName) => `Guten Tag ${clientName},`,
    attached: (kind, number, title) =>
      kind === 'proposal'
        ? `anbei erhalten Sie das Angebot ${number}${title ? ` für ${title}` : ''} zur Prüfung.`
        : `anbei erhalten Sie die Rechnung ${number} zur Prüfung.`,
    amountDue: (amount, dueDate) =>
      `Der zu zahlende Betrag beträgt ${amount}${dueDate ? `, zahlbar bis zum ${dueDate}` : ', ohne festes Zahlungsziel'}.`,
    proposalLink: (url) => `Sie können es auch online ansehen und annehmen oder ablehnen: ${url}`,
    invoiceLink: (url) => `Sie können sie auch online ansehen: ${url}`,
    questions: 'Bei Fragen antworten Sie einfach auf diese E-Mail.',
    regards: 'Mit freundlichen Grüßen',
  },
  reminder: {
    subject: (kind, title, number) =>
      kind === 'proposal'
        ? `Erinnerung: Angebot: ${title || number}`
        : `Erinnerung: Rechnung: ${number}`,
    proposal: (number, title) =>
      `wir möchten Sie freundlich an das Angebot ${number}${title ? ` für ${title}` : ''} erinnern, das noch auf Ihre Antwort wartet.`,
    overdue: (number, dueDate) =>
      `wir möchten Sie freundlich daran erinnern, dass die Rechnung ${number} am ${dueDate} fällig war und noch offen ist.`,
    dueToday: (number) =>
      `wir möchten Sie freundlich daran erinnern, dass die Rechnung ${number} heute fällig ist.`,
    due: (number, dueDate) =>
      dueDate
        ? `wir möchten Sie freundlich daran erinnern, dass die Rechnung ${number} am ${dueDate} fällig ist.`
        : `wir möchten Sie freundlich daran erinnern, dass die Rechnung ${number} sofort nach Erhalt fällig ist.`,
    viewHere: (url) => `Sie können sie hier ansehen: ${url}`,
  },
  receipt: {
    title: 'Zahlungsbestätigung',
    forInvoice: (number) => `Zur Rechnung ${number}`,
    paymentDate: 'Zahlungsdatum',
    method: 'Zahlungsart',
    methods: {
      bank_transfer: 'Überweisung',
      card: 'Karte',
      cash: 'Bar',
      cheque: 'Scheck',
      other: 'Sonstige',
    },
    reference: 'Referenz',
    amountReceived: 'Erhaltener Betrag',
    invoiceTotal: 'Rechnungsbetrag',
    paidToDate: 'Bisher bezahlt',
    balanceDue: 'Offener Betrag',
    paidInFull: 'Rechnung vollständig bezahlt',
    subject: (number) => `Zahlungsbestätigung zur Rechnung ${number}`,
    thanks: (amount, number, date) =>
      `vielen Dank für Ihre Zahlung von ${amount} zur Rechnung ${number}, eingegangen am ${date}.`,
    balanceNow: (amount) => `Der offene Betrag beläuft sich nun auf ${amount}.`,
    settled: 'Die Rechnung ist damit vollständig bezahlt.',
    attached: 'Die Zahlungsbestätigung finden Sie im Anhang.',
  },
  creditNote: {
    title: 'Gutschrift',
    forInvoice: (number) => `Zur Rechnung ${number}`,
    number: 'Gutschriftnummer',
    issuedOn: 'Datum',
    reason: 'Grund',
    amountCredited: 'Gutgeschriebener Betrag',
    invoiceTotal: 'Rechnungsbetrag',
    creditedToDate: 'Bisher gutgeschrieben',
    paidToDate: 'Bisher bezahlt',
    balanceAfter: 'Offener Betrag',
    subject: (number, invoiceNumber) => `Gutschrift ${number} zur Rechnung ${invoiceNumber}`,
    body: (number, amount, invoiceNumber) =>
      `anbei erhalten Sie die Gutschrift ${number} über ${amount} zur Rechnung ${invoiceNumber}.`,
    balanceNow: (amount) => `Der offene Betrag der Rechnung beläuft sich nun auf ${amount}.`,
    settled: 'Auf die Rechnung ist damit nichts mehr zu zahlen.',
  },
  deposit: {
    dueOnAcceptance: (share, amount) =>
      `Bei Annahme ist eine Anzahlung von ${share}${amount ? ` (${amount})` : ''} fällig.`,
    line: (share, proposalNumber, title) =>
      `Anzahlung (${share}) auf Angebot ${proposalNumber}: ${title}`,
    note: (proposalNumber, total) =>
      `Anzahlung auf Angebot ${proposalNumber} (Gesamtbetrag ${total}). Sie wird von der Schlussrechnung abgezogen.`,
    deducted: (invoiceNumber) => `Geleistete Anzahlung (${invoiceNumber})`,
    lessPaid: (invoiceNumber) => `Abzüglich Anzahlung, Rechnung ${invoiceNumber}`,
    amountDue: 'Zu zahlender Betrag',
    payDeposit: (amount) => `Anzahlung von ${amount} bezahlen`,
  },
};
