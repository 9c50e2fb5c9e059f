import type { DocumentStrings } from './strings';

/** Italian. */
export const it: DocumentStrings = {
  locale: 'it-IT',
  kind: { proposal: 'Preventivo', invoice: 'Fattura' },
  number: 'Numero',
  date: 'Data',
  validUntil: 'Valido fino al',
  issued: 'Data di emissione',
  due: 'Scadenza',
  from: 'Da',
  preparedFor: 'Preparato per',
  billTo: 'Intestata a',
  invoiceFor: (client) => `Fattura per ${client}`,
  forProposal: (proposalNumber) => `Rif. preventivo ${proposalNumber}`,
  businessNumber: (value) => `N. impresa ${value}`,
  taxNumber: (value) => `P. IVA ${value}`,
  phone: (value) => `Tel. ${value}`,
  mobile: (value) => `Cell. ${value}`,
  fax: (value) => `Fax ${value}`,
  description: 'Descrizione',
  quantity: 'Q.tà',
  price: 'Prezzo',
  rate: 'Prezzo unitario',
  amount: 'Importo',
  subtotal: 'Subtotale',
  discount: 'Sconto',
  taxOn: (name, percent, base) => `${name} ${percent} su ${base}`,
  total: 'Totale',
  pricesIncludeTax: 'Prezzi IVA inclusa',
  scopeOfWork: 'Ambito del lavoro',
  paymentTerms: 'Condizioni di pagamento',
  additionalTerms: 'Condizioni aggiuntive',
  notes: 'Note',
  taxNote: 'Nota fiscale',
  acceptance: 'Accettazione',
  acceptedBy: (name, when) => `Accettato da ${name} il ${when}`,
  ipFingerprint: 'Impronta IP',
  version: 'versione',
  pageOf: (page, pages) => `Pagina ${page} di ${pages}`,
  page: {
    downloadPdf: 'Scarica PDF',
    linkUnavailable: 'Link non disponibile',
    linkInvalid: 'Questo link non è valido. Chieda al mittente di inviarne uno nuovo.',
    loadFailed: 'Impossibile caricare il documento.',
    proposalAccepted: 'Preventivo accettato',
    proposalDeclined: 'Preventivo rifiutato',
    acceptedOn: (name, when) => `Accettato da ${name} il ${when}.`,
    declinedOn: (when) => `Rifiutato il ${when}.`,
    expired: 'Questo preventivo è scaduto',
    yourAnswer: 'La sua risposta',
    answerHint:
      'Scriva il suo nome completo per accettare questo preventivo. La risposta è definitiva.',
    fullName: 'Nome e cognome',
    fullNamePlaceholder: 'Maria Rossi',
    accept: 'Accetta il preventivo',
    accepting: 'Accettazione in corso...',
    decline: 'Rifiuta',
    declineProposal: 'Rifiuta il preventivo',
    declining: 'Rifiuto in corso...',
    reason: 'Motivo',
    optional: 'facoltativo',
    reasonPlaceholder: 'Se lo desidera, ci indichi il motivo',
    cancel: 'Annulla',
    payment: {
      title: 'Pagamento',
      balanceDue: 'Saldo da pagare',
      amountPaid: (amount) => `Pagato finora: ${amount}`,
      paidInFull: 'Pagata per intero. Grazie!',
      payNow: (amount) => `Paga ${amount} ora`,
      opening: 'Apertura della pagina di pagamento...',
      testMode: 'Pagamenti di prova: nessun movimento di denaro',
      received: 'Grazie! Il suo pagamento è stato ricevuto.',
      confirming: 'Grazie! Il suo pagamento è in corso di conferma e comparirà qui a breve.',
      cancelled: 'Il pagamento è stato annullato. Può pagare quando è pronto.',
      failed: 'Non è stato possibile aprire la pagina di pagamento. Riprovi.',
    },
  },
  email: {
    subject: (kind, title, number) =>
      kind === 'proposal' ? `Preventivo: ${title || number}` : `Fattura: ${number}`,
    greeting: (clientName) => `Gentile ${clientName},`,
    attached: (kind, number, title) =>
      kind === 'proposal'
        ? `in allegato trova il preventivo ${number}${title ? ` per ${title}` : ''} da esaminare.`
        : `in allegato trova la fattura ${number} da esaminare.`,
    amountDue: (amount, dueDate) =>
      `L’importo dovuto è ${amount}${dueDate ? `, con scadenza il ${dueDate}` : ', senza data di scadenza'}.`,
    proposalLink: (url) => `Può anche consultarlo online, e accettarlo o rifiutarlo, qui: ${url}`,
    invoiceLink: (url) => `Può anche consultarla online qui: ${url}`,
    questions: 'Per qualsiasi domanda, risponda pure a questa e-mail.',
    regards: 'Cordiali saluti,',
  },
  reminder: {
    subject: (kind, title, number) =>
      kind === 'proposal'
        ? `Promemoria: Preventivo: ${title || number}`
        : `Promemoria: Fattura: ${number}`,
    proposal: (number, title) =>
      `le ricordiamo il preventivo ${number}${title ? ` per ${title}` : ''}, che attende la sua risposta.`,
    overdue: (number, dueDate) =>
      `le ricordiamo che la fattura ${number} è scaduta il ${dueDate} e risulta ancora da saldare.`,
    dueToday: (number) => `le ricordiamo che la fattura ${number} scade oggi.`,
    due: (number, dueDate) =>
      dueDate
        ? `le ricordiamo che la fattura ${number} scade il ${dueDate}.`
        : `le ricordiamo che la fattura ${number} è pagabile al ricevimento.`,
    viewHere: (url) => `Può consultarla qui: ${url}`,
  },
  receipt: {
    title: 'Ricevuta',
    forInvoice: (number) => `Relativa alla fattura ${number}`,
    paymentDate: 'Data di pagamento',
    method: 'Metodo di pagamento',
    methods: {
      bank_transfer: 'Bonifico bancario',
      card: 'Carta',
      cash: 'Contanti',
      cheque: 'Assegno',
      other: 'Altro',
    },
    reference: 'Riferimento',
    amountReceived: 'Importo ricevuto',
    invoiceTotal: 'Totale fattura',
    paidToDate: 'Totale pagato a oggi',
    balanceDue: 'Importo residuo',
    paidInFull: 'Fattura interamente pagata',
    subject: (number) => `Ricevuta per la fattura ${number}`,
    thanks: (amount, number, date) =>
      `la ringraziamo per il pagamento di ${amount} relativo alla fattura ${number}, ricevuto il ${date}.`,
    balanceNow: (amount) => `L’importo residuo è ora di ${amount}.`,
    settled: 'La fattura risulta ora interamente pagata.',
    attached: 'In allegato trova la ricevuta.',
  },
  creditNote: {
    title: 'Nota di credito',
    forInvoice: (number) => `Relativa alla fattura ${number}`,
    number: 'Numero nota di credito',
    issuedOn: 'Data',
    reason: 'Motivo',
    amountCredited: 'Importo accreditato',
    invoiceTotal: 'Totale fattura',
    creditedToDate: 'Totale accreditato',
    paidToDate: 'Totale pagato',
    balanceAfter: 'Saldo da pagare',
    subject: (number, invoiceNumber) =>
      `Nota di credito ${number} relativa alla fattura ${invoiceNumber}`,
    body: (number, amount, invoiceNumber) =>
      `le inviamo in allegato la nota di credito ${number} di ${amount} relativa alla fattura ${invoiceNumber}.`,
    balanceNow: (amount) => `Il saldo da pagare della fattura è ora di ${amount}.`,
    settled: 'Sulla fattura non resta nulla da pagare.',
  },
  deposit: {
    dueOnAcceptance: (share, amount) =>
      `All'accettazione è dovuto un acconto del ${share}${amount ? ` (${amount})` : ''}.`,
    line: (share, proposalNumber, title) =>
      `Acconto (${share}) sulla proposta ${proposalNumber}: ${title}`,
    note: (proposalNumber, total) =>
      `Acconto sulla proposta ${proposalNumber} (totale ${total}). Viene detratto dalla fattura finale.`,
    deducted: (invoiceNumber) => `Acconto versato (${invoiceNumber})`,
    lessPaid: (invoiceNumber) => `Meno acconto versato, fattura ${invoiceNumber}`,
    amountDue: 'Importo da pagare',
    payDeposit: (amount) => `Paga l'acconto di ${amount}`,
  },
};
