import type { DocumentStrings } from './strings';

/** Polish. */
export const pl: DocumentStrings = {
  locale: 'pl-PL',
  kind: { proposal: 'Oferta', invoice: 'Faktura' },
  number: 'Numer',
  date: 'Data',
  validUntil: 'Ważna do',
  issued: 'Data wystawienia',
  due: 'Termin płatności',
  from: 'Od',
  preparedFor: 'Przygotowana dla',
  billTo: 'Nabywca',
  invoiceFor: (client) => `Faktura dla ${client}`,
  forProposal: (proposalNumber) => `Do oferty ${proposalNumber}`,
  businessNumber: (value) => `Nr rejestrowy ${value}`,
  taxNumber: (value) => `NIP ${value}`,
  phone: (value) => `Tel. ${value}`,
  mobile: (value) => `Tel. kom. ${value}`,
  fax: (value) => `Faks ${value}`,
  description: 'Opis',
  quantity: 'Ilość',
  price: 'Cena',
  rate: 'Cena jedn.',
  amount: 'Wartość',
  subtotal: 'Suma częściowa',
  discount: 'Rabat',
  taxOn: (name, percent, base) => `${name} ${percent} od ${base}`,
  total: 'Razem',
  pricesIncludeTax: 'Ceny zawierają podatek',
  scopeOfWork: 'Zakres prac',
  paymentTerms: 'Warunki płatności',
  additionalTerms: 'Warunki dodatkowe',
  notes: 'Uwagi',
  taxNote: 'Adnotacja podatkowa',
  acceptance: 'Akceptacja',
  acceptedBy: (name, when) => `Zaakceptowana przez: ${name}, ${when}`,
  ipFingerprint: 'Odcisk IP',
  version: 'wersja',
  pageOf: (page, pages) => `Strona ${page} z ${pages}`,
  page: {
    downloadPdf: 'Pobierz PDF',
    linkUnavailable: 'Link niedostępny',
    linkInvalid: 'Ten link jest nieprawidłowy. Prosimy zwrócić się do nadawcy o nowy.',
    loadFailed: 'Nie udało się wczytać dokumentu.',
    proposalAccepted: 'Oferta zaakceptowana',
    proposalDeclined: 'Oferta odrzucona',
    acceptedOn: (name, when) => `Zaakceptowana przez: ${name}, ${when}.`,
    declinedOn: (when) => `Odrzucona: ${when}.`,
    expired: 'Ta oferta wygasła',
    yourAnswer: 'Odpowiedź',
    answerHint:
      'Aby zaakceptować tę ofertę, należy wpisać imię i nazwisko. Odpowiedź jest ostateczna.',
    fullName: 'Imię i nazwisko',
    fullNamePlaceholder: 'Anna Kowalska',
    accept: 'Akceptuję ofertę',
    accepting: 'Akceptowanie...',
    decline: 'Odrzuć',
    declineProposal: 'Odrzuć ofertę',
    declining: 'Odrzucanie...',
    reason: 'Powód',
    optional: 'opcjonalnie',
    reasonPlaceholder: 'Można podać powód odrzucenia oferty',
    cancel: 'Anuluj',
    payment: {
      title: 'Płatność',
      balanceDue: 'Do zapłaty',
      amountPaid: (amount) => `Dotychczas zapłacono: ${amount}`,
      paidInFull: 'Opłacona w całości. Dziękujemy!',
      payNow: (amount) => `Zapłać ${amount} teraz`,
      opening: 'Otwieranie strony płatności...',
      testMode: 'Płatności testowe: żadne pieniądze nie są przesyłane',
      received: 'Dziękujemy! Państwa płatność została otrzymana.',
      confirming: 'Dziękujemy! Płatność jest potwierdzana i wkrótce pojawi się tutaj.',
      cancelled: 'Płatność została anulowana. Można zapłacić w dowolnym momencie.',
      failed: 'Nie udało się otworzyć strony płatności. Proszę spróbować ponownie.',
    },
  },
  email: {
    subject: (kind, title, number) =>
      kind === 'proposal' ? `Oferta: ${title || number}` : `Faktura: ${number}`,
    greeting: (clientName) => `Dzień dobry, ${clientName},`,
    attached: (kind, number, title) =>
      kind === 'proposal'
        ? `w załączniku przesyłamy do wglądu ofertę ${number}${title ? ` dotyczącą: ${title}` : ''}.`
        : `w załączniku przesyłamy do wglądu fakturę ${number}.`,
    amountDue: (amount, dueDate) =>
      `Kwota do zapłaty wynosi ${amount}${dueDate ? `, termin płatności: ${dueDate}` : ', bez terminu płatności'}.`,
    proposalLink: (url) =>
      `Ofertę można też obejrzeć online, a także ją zaakceptować lub odrzucić, tutaj: ${url}`,
    invoiceLink: (url) => `Fakturę można też obejrzeć online tutaj: ${url}`,
    questions: 'W razie pytań wystarczy odpowiedzieć na tę wiadomość.',
    regards: 'Z poważaniem,',
  },
  reminder: {
    subject: (kind, title, number) =>
      kind === 'proposal'
        ? `Przypomnienie: Oferta: ${title || number}`
        : `Przypomnienie: Faktura: ${number}`,
    proposal: (number, title) =>
      `uprzejmie przypominamy o ofercie ${number}${title ? ` dotyczącej: ${title}` : ''}, która czeka na odpowiedź.`,
    overdue: (number, dueDate) =>
      `uprzejmie przypominamy, że termin płatności faktury ${number} minął ${dueDate}, a faktura nie została jeszcze opłacona.`,
    dueToday: (number) =>
      `uprzejmie przypominamy, że termin płatności faktury ${number} upływa dzisiaj.`,
    due: (number, dueDate) =>
      dueDate
        ? `uprzejmie przypominamy, że termin płatności faktury ${number} upływa ${dueDate}.`
        : `uprzejmie przypominamy, że faktura ${number} jest płatna przy odbiorze.`,
    viewHere: (url) => `Można ją zobaczyć tutaj: ${url}`,
  },
  receipt: {
    title: 'Potwierdzenie zapłaty',
    forInvoice: (number) => `Do faktury ${number}`,
    paymentDate: 'Data płatności',
    method: 'Forma płatności',
    methods: {
      bank_transfer: 'Przelew bankowy',
      card: 'Karta',
      cash: 'Gotówka',
      cheque: 'Czek',
      other: 'Inna',
    },
    reference: 'Numer referencyjny',
    amountReceived: 'Otrzymana kwota',
    invoiceTotal: 'Wartość faktury',
    paidToDate: 'Zapłacono dotychczas',
    balanceDue: 'Pozostało do zapłaty',
    paidInFull: 'Faktura opłacona w całości',
    subject: (number) => `Potwierdzenie zapłaty za fakturę ${number}`,
    thanks: (amount, number, date) =>
      `dziękujemy za wpłatę ${amount} za fakturę ${number}, otrzymaną ${date}.`,
    balanceNow: (amount) => `Pozostała kwota do zapłaty wynosi teraz ${amount}.`,
    settled: 'Faktura jest teraz opłacona w całości.',
    attached: 'Potwierdzenie zapłaty przesyłamy w załączniku.',
  },
  creditNote: {
    title: 'Faktura korygująca',
    forInvoice: (number) => `Do faktury ${number}`,
    number: 'Numer korekty',
    issuedOn: 'Data',
    reason: 'Przyczyna korekty',
    amountCredited: 'Kwota korekty',
    invoiceTotal: 'Kwota faktury',
    creditedToDate: 'Skorygowano łącznie',
    paidToDate: 'Zapłacono łącznie',
    balanceAfter: 'Pozostało do zapłaty',
    subject: (number, invoiceNumber) => `Faktura korygująca ${number} do faktury ${invoiceNumber}`,
    body: (number, amount, invoiceNumber) =>
      `w załączniku przesyłamy fakturę korygującą ${number} na kwotę ${amount} do faktury ${invoiceNumber}.`,
    balanceNow: (amount) => `Do zapłaty za fakturę pozostało teraz ${amount}.`,
    settled: 'Za fakturę nie pozostało nic do zapłaty.',
  },
  deposit: {
    dueOnAcceptance: (share, amount) =>
      `Po akceptacji należna jest zaliczka w wysokości ${share}${amount ? ` (${amount})` : ''}.`,
    line: (share, proposalNumber, title) =>
      `Zaliczka (${share}) do oferty ${proposalNumber}: ${title}`,
    note: (proposalNumber, total) =>
      `Zaliczka do oferty ${proposalNumber} (łącznie ${total}). Zostanie odliczona od faktury końcowej.`,
    deducted: (invoiceNumber) => `Wpłacona zaliczka (${invoiceNumber})`,
    lessPaid: (invoiceNumber) => `Minus wpłacona zaliczka, faktura ${invoiceNumber}`,
    amountDue: 'Kwota do zapłaty',
    payDeposit: (amount) => `Zapłać zaliczkę ${amount}`,
  },
};
