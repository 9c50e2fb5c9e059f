import type { DocumentStrings } from './strings';

/** Dutch. */
export const nl: DocumentStrings = {
  locale: 'nl-NL',
  kind: { proposal: 'Offerte', invoice: 'Factuur' },
  number: 'Nummer',
  date: 'Datum',
  validUntil: 'Geldig tot',
  issued: 'Factuurdatum',
  due: 'Vervaldatum',
  from: 'Van',
  preparedFor: 'Opgesteld voor',
  billTo: 'Factuur aan',
  invoiceFor: (client) => `Factuur voor ${client}`,
  forProposal: (proposalNumber) => `Volgens offerte ${proposalNumber}`,
  businessNumber: (value) => `KvK-nr. ${value}`,
  taxNumber: (value) => `Btw-nr. ${value}`,
  phone: (value) => `Tel. ${value}`,
  mobile: (value) => `Mobiel ${value}`,
  fax: (value) => `Fax ${value}`,
  description: 'Omschrijving',
  quantity: 'Aantal',
  price: 'Prijs',
  rate: 'Tarief',
  amount: 'Bedrag',
  subtotal: 'Subtotaal',
  discount: 'Korting',
  taxOn: (name, percent, base) => `${name} ${percent} over ${base}`,
  total: 'Totaal',
  pricesIncludeTax: 'Prijzen inclusief btw',
  scopeOfWork: 'Omvang van het werk',
  paymentTerms: 'Betalingsvoorwaarden',
  additionalTerms: 'Aanvullende voorwaarden',
  notes: 'Opmerkingen',
  taxNote: 'Btw-vermelding',
  acceptance: 'Akkoord',
  acceptedBy: (name, when) => `Geaccepteerd door ${name} op ${when}`,
  ipFingerprint: 'IP-vingerafdruk',
  version: 'versie',
  pageOf: (page, pages) => `Pagina ${page} van ${pages}`,
  page: {
    downloadPdf: 'PDF downloaden',
    linkUnavailable: 'Link niet beschikbaar',
    linkInvalid: 'Deze link is niet geldig. Vraag de afzender om een nieuwe.',
    loadFailed: 'Het document kon niet worden geladen.',
    proposalAccepted: 'Offerte geaccepteerd',
    proposalDeclined: 'Offerte afgewezen',
    acceptedOn: (name, when) => `Geaccepteerd door ${name} op ${when}.`,
    declinedOn: (when) => `Afgewezen op ${when}.`,
    expired: 'Deze offerte is verlopen',
    yourAnswer: 'Uw antwoord',
    answerHint: 'Typ uw volledige naam om deze offerte te accepteren. Uw antwoord is definitief.',
    fullName: 'Volledige naam',
    fullNamePlaceholder: 'Jan Jansen',
    accept: 'Offerte accepteren',
    accepting: 'Bezig met accepteren...',
    decline: 'Afwijzen',
    declineProposal: 'Offerte afwijzen',
    declining: 'Bezig met afwijzen...',
    reason: 'Reden',
    optional: 'optioneel',
    reasonPlaceholder: 'Laat ons gerust weten waarom',
    cancel: 'Annuleren',
    payment: {
      title: 'Betaling',
      balanceDue: 'Openstaand bedrag',
      amountPaid: (amount) => `Tot nu toe betaald: ${amount}`,
      paidInFull: 'Volledig betaald. Dank u wel!',
      payNow: (amount) => `Nu ${amount} betalen`,
      opening: 'De betaalpagina wordt geopend...',
      testMode: 'Testbetalingen: er wordt geen geld overgemaakt',
      received: 'Dank u wel! Uw betaling is ontvangen.',
      confirming: 'Dank u wel! Uw betaling wordt bevestigd en verschijnt hier zo.',
      cancelled: 'De betaling is geannuleerd. U kunt betalen wanneer het u uitkomt.',
      failed: 'De betaalpagina kon niet worden geopend. Probeer het opnieuw.',
    },
  },
  email: {
    subject: (kind, title, number) =>
      kind === 'proposal' ? `Offerte: ${title || number}` : `Factuur: ${number}`,
    greeting: (clientName) => `Beste ${clientName},`,
    attached: (kind, number, title) =>
      kind === 'proposal'
        ? `In de bijlage vindt u offerte ${number}${title ? ` voor ${title}` : ''} ter beoordeling.`
        : `In de bijlage vindt u factuur ${number} ter beoordeling.`,
    amountDue: (amount, dueDate) =>
      `Het verschuldigde bedrag is ${amount}${dueDate ? `, uiterlijk te voldoen op ${dueDate}` : ', zonder vervaldatum'}.`,
    proposalLink: (url) =>
      `U kunt de offerte ook online bekijken, en accepteren of afwijzen, via: ${url}`,
    invoiceLink: (url) => `U kunt de factuur ook online bekijken via: ${url}`,
    questions: 'Heeft u vragen? Beantwoord dan gewoon deze e-mail.',
    regards: 'Met vriendelijke groet,',
  },
  reminder: {
    subject: (kind, title, number) =>
      kind === 'proposal'
        ? `Herinnering: Offerte: ${title || number}`
        : `Herinnering: Factuur: ${number}`,
    proposal: (number, title) =>
      `Een vriendelijke herinnering aan offerte ${number}${title ? ` voor ${title}` : ''}, die nog op uw antwoord wacht.`,
    overdue: (number, dueDate) =>
      `Een vriendelijke herinnering dat factuur ${number} op ${dueDate} betaald had moeten zijn en nog openstaat.`,
    dueToday: (number) => `Een vriendelijke herinnering dat factuur ${number} vandaag vervalt.`,
    due: (number, dueDate) =>
      dueDate
        ? `Een vriendelijke herinnering dat factuur ${number} op ${dueDate} vervalt.`
        : `Een vriendelijke herinnering dat factuur ${number} bij ontvangst betaald moet worden.`,
    viewHere: (url) => `U kunt deze hier bekijken: ${url}`,
  },
  receipt: {
    title: 'Betalingsbewijs',
    forInvoice: (number) => `Voor factuur ${number}`,
    paymentDate: 'Betaaldatum',
    method: 'Betaalwijze',
    methods: {
      bank_transfer: 'Bankoverschrijving',
      card: 'Kaart',
      cash: 'Contant',
      cheque: 'Cheque',
      other: 'Overig',
    },
    reference: 'Kenmerk',
    amountReceived: 'Ontvangen bedrag',
    invoiceTotal: 'Factuurbedrag',
    paidToDate: 'Totaal betaald tot nu toe',
    balanceDue: 'Openstaand bedrag',
    paidInFull: 'Factuur volledig betaald',
    subject: (number) => `Betalingsbewijs voor factuur ${number}`,
    thanks: (amount, number, date) =>
      `Hartelijk dank voor uw betaling van ${amount} voor factuur ${number}, ontvangen op ${date}.`,
    balanceNow: (amount) => `Het openstaande bedrag is nu ${amount}.`,
    settled: 'De factuur is nu volledig betaald.',
    attached: 'Het betalingsbewijs vindt u in de bijlage.',
  },
  creditNote: {
    title: 'Creditnota',
    forInvoice: (number) => `Bij factuur ${number}`,
    number: 'Creditnotanummer',
    issuedOn: 'Datum',
    reason: 'Reden',
    amountCredited: 'Gecrediteerd bedrag',
    invoiceTotal: 'Factuurbedrag',
    creditedToDate: 'Totaal gecrediteerd',
    paidToDate: 'Totaal betaald',
    balanceAfter: 'Openstaand bedrag',
    subject: (number, invoiceNumber) => `Creditnota ${number} bij factuur ${invoiceNumber}`,
    body: (number, amount, invoiceNumber) =>
      `In de bijlage vindt u creditnota ${number} van ${amount} bij factuur ${invoiceNumber}.`,
    balanceNow: (amount) => `Het openstaande bedrag van de factuur is nu ${amount}.`,
    settled: 'Op de factuur staat niets meer open.',
  },
  deposit: {
    dueOnAcceptance: (share, amount) =>
      `Bij akkoord is een aanbetaling van ${share} (${amount}) verschuldigd.`,
    line: (share, proposalNumber, title) =>
      `Aanbetaling (${share}) op voorstel ${proposalNumber}: ${title}`,
    note: (proposalNumber, total) =>
      `Aanbetaling op voorstel ${proposalNumber} (totaal ${total}). Deze wordt van de eindfactuur afgetrokken.`,
    deducted: (invoiceNumber) => `Betaalde aanbetaling (${invoiceNumber})`,
    payDeposit: (amount) => `Aanbetaling van ${amount} betalen`,
  },
};
