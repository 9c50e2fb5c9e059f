import type { DocumentStrings } from './strings';

/** Spanish. */
export const es: DocumentStrings = {
  locale: 'es-ES',
  kind: { proposal: 'Presupuesto', invoice: 'Factura' },
  number: 'Número',
  date: 'Fecha',
  validUntil: 'Válido hasta',
  issued: 'Fecha de emisión',
  due: 'Vencimiento',
  from: 'De',
  preparedFor: 'Preparado para',
  billTo: 'Facturar a',
  invoiceFor: (client) => `Factura para ${client}`,
  forProposal: (proposalNumber) => `Según el presupuesto ${proposalNumber}`,
  businessNumber: (value) => `N.º de empresa ${value}`,
  taxNumber: (value) => `NIF ${value}`,
  phone: (value) => `Tel. ${value}`,
  mobile: (value) => `Móvil ${value}`,
  fax: (value) => `Fax ${value}`,
  description: 'Descripción',
  quantity: 'Cant.',
  price: 'Precio',
  rate: 'Precio unitario',
  amount: 'Importe',
  subtotal: 'Subtotal',
  discount: 'Descuento',
  taxOn: (name, percent, base) => `${name} ${percent} sobre ${base}`,
  total: 'Total',
  pricesIncludeTax: 'Precios con impuestos incluidos',
  scopeOfWork: 'Alcance del trabajo',
  paymentTerms: 'Condiciones de pago',
  additionalTerms: 'Condiciones adicionales',
  notes: 'Notas',
  taxNote: 'Nota fiscal',
  acceptance: 'Aceptación',
  acceptedBy: (name, when) => `Aceptado por ${name} el ${when}`,
  ipFingerprint: 'Huella IP',
  version: 'versión',
  pageOf: (page, pages) => `Página ${page} de ${pages}`,
  page: {
    downloadPdf: 'Descargar PDF',
    linkUnavailable: 'Enlace no disponible',
    linkInvalid: 'Este enlace no es válido. Solicite uno nuevo al remitente.',
    loadFailed: 'No se pudo cargar el documento.',
    proposalAccepted: 'Presupuesto aceptado',
    proposalDeclined: 'Presupuesto rechazado',
    acceptedOn: (name, when) => `Aceptado por ${name} el ${when}.`,
    declinedOn: (when) => `Rechazado el ${when}.`,
    expired: 'Este presupuesto ha caducado',
    yourAnswer: 'Su respuesta',
    answerHint:
      'Escriba su nombre completo para aceptar este presupuesto. Su respuesta es definitiva.',
    fullName: 'Nombre completo',
    fullNamePlaceholder: 'María García',
    accept: 'Aceptar presupuesto',
    accepting: 'Aceptando...',
    decline: 'Rechazar',
    declineProposal: 'Rechazar presupuesto',
    declining: 'Rechazando...',
    reason: 'Motivo',
    optional: 'opcional',
    reasonPlaceholder: 'Indíquenos el motivo, si lo desea',
    cancel: 'Cancelar',
    payment: {
      title: 'Pago',
      balanceDue: 'Saldo pendiente',
      amountPaid: (amount) => `Pagado hasta ahora: ${amount}`,
      paidInFull: 'Pagada por completo. ¡Gracias!',
      payNow: (amount) => `Pagar ${amount} ahora`,
      opening: 'Abriendo la página de pago...',
      testMode: 'Pagos de prueba: no se mueve dinero',
      received: '¡Gracias! Hemos recibido su pago.',
      confirming: '¡Gracias! Su pago se está confirmando y aparecerá aquí en breve.',
      cancelled: 'El pago se ha cancelado. Puede pagar cuando lo desee.',
      failed: 'No se pudo abrir la página de pago. Inténtelo de nuevo.',
    },
  },
  email: {
    subject: (kind, title, number) =>
      kind === 'proposal' ? `Presupuesto: ${title || number}` : `Factura: ${number}`,
    greeting: (clientName) => `Hola, ${clientName}:`,
    attached: (kind, number, title) =>
      kind === 'proposal'
        ? `Le adjuntamos el presupuesto ${number}${title ? ` para ${title}` : ''} para su revisión.`
        : `Le adjuntamos la factura ${number} para su revisión.`,
    amountDue: (amount, dueDate) =>
      `El importe a pagar es ${amount}${dueDate ? `, con vencimiento el ${dueDate}` : ', sin fecha de vencimiento'}.`,
    proposalLink: (url) => `También puede verlo en línea, y aceptarlo o rechazarlo, aquí: ${url}`,
    invoiceLink: (url) => `También puede verla en línea aquí: ${url}`,
    questions: 'Si tiene alguna pregunta, simplemente responda a este correo.',
    regards: 'Saludos cordiales,',
  },
  reminder: {
    subject: (kind, title, number) =>
      kind === 'proposal'
        ? `Recordatorio: Presupuesto: ${title || number}`
        : `Recordatorio: Factura: ${number}`,
    proposal: (number, title) =>
      `Le recordamos amablemente el presupuesto ${number}${title ? ` para ${title}` : ''}, que está pendiente de su respuesta.`,
    overdue: (number, dueDate) =>
      `Le recordamos amablemente que la factura ${number} vencía el ${dueDate} y sigue pendiente de pago.`,
    dueToday: (number) => `Le recordamos amablemente que la factura ${number} vence hoy.`,
    due: (number, dueDate) =>
      dueDate
        ? `Le recordamos amablemente que la factura ${number} vence el ${dueDate}.`
        : `Le recordamos amablemente que la factura ${number} es pagadera a su recepción.`,
    viewHere: (url) => `Puede verla aquí: ${url}`,
  },
  receipt: {
    title: 'Recibo',
    forInvoice: (number) => `Correspondiente a la factura ${number}`,
    paymentDate: 'Fecha de pago',
    method: 'Forma de pago',
    methods: {
      bank_transfer: 'Transferencia bancaria',
      card: 'Tarjeta',
      cash: 'Efectivo',
      cheque: 'Cheque',
      other: 'Otro',
    },
    reference: 'Referencia',
    amountReceived: 'Importe recibido',
    invoiceTotal: 'Total de la factura',
    paidToDate: 'Total pagado hasta la fecha',
    balanceDue: 'Saldo pendiente',
    paidInFull: 'Factura pagada en su totalidad',
    subject: (number) => `Recibo de la factura ${number}`,
    thanks: (amount, number, date) =>
      `Le agradecemos su pago de ${amount} correspondiente a la factura ${number}, recibido el ${date}.`,
    balanceNow: (amount) => `El saldo pendiente es ahora de ${amount}.`,
    settled: 'La factura queda pagada en su totalidad.',
    attached: 'Le adjuntamos el recibo.',
  },
  creditNote: {
    title: 'Nota de crédito',
    forInvoice: (number) => `Sobre la factura ${number}`,
    number: 'Número de nota de crédito',
    issuedOn: 'Fecha',
    reason: 'Motivo',
    amountCredited: 'Importe abonado',
    invoiceTotal: 'Total de la factura',
    creditedToDate: 'Total abonado',
    paidToDate: 'Total pagado',
    balanceAfter: 'Saldo pendiente',
    subject: (number, invoiceNumber) =>
      `Nota de crédito ${number} sobre la factura ${invoiceNumber}`,
    body: (number, amount, invoiceNumber) =>
      `Le adjuntamos la nota de crédito ${number} por ${amount} sobre la factura ${invoiceNumber}.`,
    balanceNow: (amount) => `El saldo pendiente de la factura es ahora de ${amount}.`,
    settled: 'No queda nada pendiente de pago en la factura.',
  },
  deposit: {
    dueOnAcceptance: (share, amount) =>
      `Al aceptar se debe un anticipo del ${share}${amount ? ` (${amount})` : ''}.`,
    line: (share, proposalNumber, title) =>
      `Anticipo (${share}) de la propuesta ${proposalNumber}: ${title}`,
    note: (proposalNumber, total) =>
      `Anticipo de la propuesta ${proposalNumber} (total ${total}). Se descuenta de la factura final.`,
    deducted: (invoiceNumber) => `Anticipo pagado (${invoiceNumber})`,
    lessPaid: (invoiceNumber) => `Menos anticipo pagado, factura ${invoiceNumber}`,
    amountDue: 'Importe a pagar',
    payDeposit: (amount) => `Pagar el anticipo de ${amount}`,
  },
};
