import type { DocumentStrings } from './strings';

/** French. */
export const fr: DocumentStrings = {
  locale: 'fr-FR',
  kind: { proposal: 'Devis', invoice: 'Facture' },
  number: 'Numéro',
  date: 'Date',
  validUntil: 'Valable jusqu’au',
  issued: 'Date d’émission',
  due: 'Échéance',
  from: 'De',
  preparedFor: 'Préparé pour',
  billTo: 'Facturé à',
  invoiceFor: (client) => `Facture pour ${client}`,
  forProposal: (proposalNumber) => `Selon le devis ${proposalNumber}`,
  businessNumber: (value) => `N° d’entreprise ${value}`,
  taxNumber: (value) => `N° TVA ${value}`,
  phone: (value) => `Tél. ${value}`,
  mobile: (value) => `Mobile ${value}`,
  fax: (value) => `Fax ${value}`,
  description: 'Description',
  quantity: 'Qté',
  price: 'Prix',
  rate: 'Prix unitaire',
  amount: 'Montant',
  subtotal: 'Sous-total',
  discount: 'Remise',
  taxOn: (name, percent, base) => `${name} ${percent} sur ${base}`,
  total: 'Total',
  pricesIncludeTax: 'Prix toutes taxes comprises',
  scopeOfWork: 'Périmètre des travaux',
  paymentTerms: 'Conditions de paiement',
  additionalTerms: 'Conditions complémentaires',
  notes: 'Remarques',
  taxNote: 'Mention fiscale',
  acceptance: 'Acceptation',
  acceptedBy: (name, when) => `Accepté par ${name} le ${when}`,
  ipFingerprint: 'Empreinte IP',
  version: 'version',
  pageOf: (page, pages) => `Page ${page} sur ${pages}`,
  page: {
    downloadPdf: 'Télécharger le PDF',
    linkUnavailable: 'Lien indisponible',
    linkInvalid: 'Ce lien n’est pas valide. Veuillez en demander un nouveau à l’expéditeur.',
    loadFailed: 'Impossible de charger le document.',
    proposalAccepted: 'Devis accepté',
    proposalDeclined: 'Devis refusé',
    acceptedOn: (name, when) => `Accepté par ${name} le ${when}.`,
    declinedOn: (when) => `Refusé le ${when}.`,
    expired: 'Ce devis a expiré',
    yourAnswer: 'Votre réponse',
    answerHint: 'Saisissez votre nom complet pour accepter ce devis. Votre réponse est définitive.',
    fullName: 'Nom complet',
    fullNamePlaceholder: 'Marie Dupont',
    accept: 'Accepter le devis',
    accepting: 'Acceptation en cours...',
    decline: 'Refuser',
    declineProposal: 'Refuser le devis',
    declining: 'Refus en cours...',
    reason: 'Motif',
    optional: 'facultatif',
    reasonPlaceholder: 'Indiquez-nous pourquoi, si vous le souhaitez',
    cancel: 'Annuler',
  },
  email: {
    subject: (kind, title, number) =>
      kind === 'proposal' ? `Devis : ${title || number}` : `Facture : ${number}`,
    greeting: (clientName) => `Bonjour ${clientName},`,
    attached: (kind, number, title) =>
      kind === 'proposal'
        ? `Veuillez trouver ci-joint, pour examen, le devis ${number}${title ? ` pour ${title}` : ''}.`
        : `Veuillez trouver ci-joint, pour examen, la facture ${number}.`,
    amountDue: (amount, dueDate) =>
      `Le montant dû est de ${amount}${dueDate ? `, à régler au plus tard le ${dueDate}` : ', sans date d’échéance'}.`,
    proposalLink: (url) =>
      `Vous pouvez aussi le consulter en ligne, et l’accepter ou le refuser, ici : ${url}`,
    invoiceLink: (url) => `Vous pouvez aussi la consulter en ligne ici : ${url}`,
    questions: 'Pour toute question, répondez simplement à cet e-mail.',
    regards: 'Cordialement,',
  },
  reminder: {
    subject: (kind, title, number) =>
      kind === 'proposal' ? `Rappel : Devis : ${title || number}` : `Rappel : Facture : ${number}`,
    proposal: (number, title) =>
      `Petit rappel concernant le devis ${number}${title ? ` pour ${title}` : ''}, qui attend votre réponse.`,
    overdue: (number, dueDate) =>
      `Petit rappel : la facture ${number} était à régler le ${dueDate} et n’est pas encore payée.`,
    dueToday: (number) => `Petit rappel : la facture ${number} est à régler aujourd’hui.`,
    due: (number, dueDate) =>
      dueDate
        ? `Petit rappel : la facture ${number} est à régler le ${dueDate}.`
        : `Petit rappel : la facture ${number} est payable à réception.`,
    viewHere: (url) => `Vous pouvez la consulter ici : ${url}`,
  },
};
