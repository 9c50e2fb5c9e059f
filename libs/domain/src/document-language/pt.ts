import type { DocumentStrings } from './strings';

/** Portuguese (Brazil). */
export const pt: DocumentStrings = {
  locale: 'pt-BR',
  kind: { proposal: 'Proposta', invoice: 'Fatura' },
  number: 'Número',
  date: 'Data',
  validUntil: 'Válida até',
  issued: 'Emissão',
  due: 'Vencimento',
  from: 'De',
  preparedFor: 'Preparada para',
  billTo: 'Faturar para',
  invoiceFor: (client) => `Fatura para ${client}`,
  forProposal: (proposalNumber) => `Referente à proposta ${proposalNumber}`,
  businessNumber: (value) => `Nº da empresa ${value}`,
  taxNumber: (value) => `Nº fiscal ${value}`,
  phone: (value) => `Tel. ${value}`,
  mobile: (value) => `Celular ${value}`,
  fax: (value) => `Fax ${value}`,
  description: 'Descrição',
  quantity: 'Qtd.',
  price: 'Preço',
  rate: 'Valor unitário',
  amount: 'Valor',
  subtotal: 'Subtotal',
  discount: 'Desconto',
  taxOn: (name, percent, base) => `${name} ${percent} sobre ${base}`,
  total: 'Total',
  pricesIncludeTax: 'Preços com impostos incluídos',
  scopeOfWork: 'Escopo do trabalho',
  paymentTerms: 'Condições de pagamento',
  additionalTerms: 'Condições adicionais',
  notes: 'Observações',
  taxNote: 'Observação fiscal',
  acceptance: 'Aceite',
  acceptedBy: (name, when) => `Aceita por ${name} em ${when}`,
  ipFingerprint: 'Impressão digital de IP',
  version: 'versão',
  pageOf: (page, pages) => `Página ${page} de ${pages}`,
  page: {
    downloadPdf: 'Baixar PDF',
    linkUnavailable: 'Link indisponível',
    linkInvalid: 'Este link não é válido. Peça um novo ao remetente.',
    loadFailed: 'Não foi possível carregar o documento.',
    proposalAccepted: 'Proposta aceita',
    proposalDeclined: 'Proposta recusada',
    acceptedOn: (name, when) => `Aceita por ${name} em ${when}.`,
    declinedOn: (when) => `Recusada em ${when}.`,
    expired: 'Esta proposta expirou',
    yourAnswer: 'Sua resposta',
    answerHint: 'Digite seu nome completo para aceitar esta proposta. Sua resposta é definitiva.',
    fullName: 'Nome completo',
    fullNamePlaceholder: 'Maria Silva',
    accept: 'Aceitar proposta',
    accepting: 'Aceitando...',
    decline: 'Recusar',
    declineProposal: 'Recusar proposta',
    declining: 'Recusando...',
    reason: 'Motivo',
    optional: 'opcional',
    reasonPlaceholder: 'Conte-nos o motivo, se quiser',
    cancel: 'Cancelar',
    payment: {
      title: 'Pagamento',
      balanceDue: 'Saldo em aberto',
      amountPaid: (amount) => `Pago até agora: ${amount}`,
      paidInFull: 'Paga na totalidade. Obrigado!',
      payNow: (amount) => `Pagar ${amount} agora`,
      opening: 'A abrir a página de pagamento...',
      testMode: 'Pagamentos de teste: nenhum dinheiro é movimentado',
      received: 'Obrigado! O seu pagamento foi recebido.',
      confirming: 'Obrigado! O seu pagamento está a ser confirmado e aparecerá aqui em breve.',
      cancelled: 'O pagamento foi cancelado. Pode pagar quando quiser.',
      failed: 'Não foi possível abrir a página de pagamento. Tente novamente.',
    },
  },
  email: {
    subject: (kind, title, number) =>
      kind === 'proposal' ? `Proposta: ${title || number}` : `Fatura: ${number}`,
    greeting: (clientName) => `Olá, ${clientName},`,
    attached: (kind, number, title) =>
      kind === 'proposal'
        ? `Segue em anexo a proposta ${number}${title ? ` para ${title}` : ''} para sua análise.`
        : `Segue em anexo a fatura ${number} para sua análise.`,
    amountDue: (amount, dueDate) =>
      `O valor devido é ${amount}${dueDate ? `, com vencimento em ${dueDate}` : ', sem data de vencimento'}.`,
    proposalLink: (url) => `Você também pode vê-la on-line, e aceitá-la ou recusá-la, aqui: ${url}`,
    invoiceLink: (url) => `Você também pode vê-la on-line aqui: ${url}`,
    questions: 'Se tiver alguma dúvida, é só responder a este e-mail.',
    regards: 'Atenciosamente,',
  },
  reminder: {
    subject: (kind, title, number) =>
      kind === 'proposal'
        ? `Lembrete: Proposta: ${title || number}`
        : `Lembrete: Fatura: ${number}`,
    proposal: (number, title) =>
      `Este é um lembrete sobre a proposta ${number}${title ? ` para ${title}` : ''}, que aguarda sua resposta.`,
    overdue: (number, dueDate) =>
      `Este é um lembrete de que a fatura ${number} venceu em ${dueDate} e ainda está em aberto.`,
    dueToday: (number) => `Este é um lembrete de que a fatura ${number} vence hoje.`,
    due: (number, dueDate) =>
      dueDate
        ? `Este é um lembrete de que a fatura ${number} vence em ${dueDate}.`
        : `Este é um lembrete de que a fatura ${number} deve ser paga no recebimento.`,
    viewHere: (url) => `Você pode vê-la aqui: ${url}`,
  },
  receipt: {
    title: 'Recibo',
    forInvoice: (number) => `Referente à fatura ${number}`,
    paymentDate: 'Data do pagamento',
    method: 'Forma de pagamento',
    methods: {
      bank_transfer: 'Transferência bancária',
      card: 'Cartão',
      cash: 'Dinheiro',
      cheque: 'Cheque',
      other: 'Outro',
    },
    reference: 'Referência',
    amountReceived: 'Valor recebido',
    invoiceTotal: 'Total da fatura',
    paidToDate: 'Total pago até o momento',
    balanceDue: 'Saldo em aberto',
    paidInFull: 'Fatura paga integralmente',
    subject: (number) => `Recibo da fatura ${number}`,
    thanks: (amount, number, date) =>
      `Agradecemos o seu pagamento de ${amount} referente à fatura ${number}, recebido em ${date}.`,
    balanceNow: (amount) => `O saldo em aberto agora é de ${amount}.`,
    settled: 'A fatura agora está paga integralmente.',
    attached: 'O recibo segue em anexo.',
  },
  creditNote: {
    title: 'Nota de crédito',
    forInvoice: (number) => `Referente à fatura ${number}`,
    number: 'Número da nota de crédito',
    issuedOn: 'Data',
    reason: 'Motivo',
    amountCredited: 'Valor creditado',
    invoiceTotal: 'Total da fatura',
    creditedToDate: 'Total creditado',
    paidToDate: 'Total pago',
    balanceAfter: 'Saldo em dívida',
    subject: (number, invoiceNumber) =>
      `Nota de crédito ${number} referente à fatura ${invoiceNumber}`,
    body: (number, amount, invoiceNumber) =>
      `Segue em anexo a nota de crédito ${number} no valor de ${amount}, referente à fatura ${invoiceNumber}.`,
    balanceNow: (amount) => `O saldo em dívida da fatura é agora de ${amount}.`,
    settled: 'Já não há nada a pagar nesta fatura.',
  },
  deposit: {
    dueOnAcceptance: (share, amount) =>
      `Com a aceitação é devido um sinal de ${share} (${amount}).`,
    line: (share, proposalNumber, title) =>
      `Sinal (${share}) da proposta ${proposalNumber}: ${title}`,
    note: (proposalNumber, total) =>
      `Sinal da proposta ${proposalNumber} (total ${total}). É deduzido da fatura final.`,
    deducted: (invoiceNumber) => `Sinal pago (${invoiceNumber})`,
    payDeposit: (amount) => `Pagar o sinal de ${amount}`,
  },
};
