import type { DocumentLanguage, DraftTone } from '@dealdraft/domain';

/**
 * The offline draft's own words (its frame around the brief's words) in each language a
 * proposal can be written in. English keeps the trade catalogues' approach and terms; the
 * others say the same in general words, so no draft mixes languages in its frame.
 */
export interface DraftWords {
  /** "Logo design für Anna & Jonas": joins a title to who it is for. */
  for: string;
  and: string;
  opening: (tone: DraftTone, client: { name?: string; company?: string }) => string;
  /** "{business} will confirm the details with you, …". */
  approach: (business: string) => string;
  scopeOf: (forWhom: string | null) => string;
  included: string;
  targetDelivery: (deadline: string) => string;
  outOfScope: string;
  feedback: (deadline: string) => string;
  validity: string;
  payInFull: string;
  /** A deposit named by the brief or the form: "50 %" or "500,00 €" formatted already. */
  deposit: (deposit: string, dueDays: number) => string;
  staged: (deposit: string, dueDays: number) => string;
  monthly: (deposit: string, total: string, dueDays: number) => string;
}

export const DRAFT_WORDS: Record<DocumentLanguage, DraftWords> = {
  en: {
    for: 'for',
    and: 'and',
    opening: (tone, { name, company }) => {
      const forClient = company ? ` for ${company}` : '';
      switch (tone) {
        case 'friendly':
          return `Thanks for reaching out${name ? `, ${name}` : ''}! We would love to help with this project.`;
        case 'formal':
          return `We are pleased to submit this proposal${forClient} for your consideration.`;
        case 'confident':
          return `Here is how we will deliver this project${forClient}: on time, on budget and without surprises.`;
        case 'professional':
          return `Thank you for the opportunity to propose this work${forClient}.`;
      }
    },
    approach: (business) =>
      `${business} will confirm the details with you, deliver each item below and refine it with your feedback.`,
    scopeOf: (forWhom) => `Scope of work${forWhom ? ` for ${forWhom}` : ''}:`,
    included: 'Included at no extra charge:',
    targetDelivery: (deadline) => `Target delivery: ${deadline}.`,
    outOfScope: 'Work outside the scope of this proposal is quoted separately before it starts.',
    feedback: (deadline) =>
      `The timeline assumes feedback within 3 working days of each delivery, for delivery by ${deadline}.`,
    validity: 'This proposal is valid for 30 days from its date.',
    payInFull: 'Payment in full on acceptance. Invoices are due within 7 days.',
    deposit: (deposit, days) =>
      `${deposit} deposit on acceptance, the balance on delivery. Invoices are due within ${days} days.`,
    staged: (deposit, days) =>
      `${deposit} deposit on acceptance, 30% at the midpoint review and 30% on delivery. Invoices are due within ${days} days.`,
    monthly: (deposit, total, days) =>
      `${deposit} deposit on acceptance, the balance invoiced monthly against delivered milestones (total ${total}). Invoices are due within ${days} days.`,
  },
  de: {
    for: 'für',
    and: 'und',
    opening: (tone, { name, company }) => {
      const forClient = company ? ` für ${company}` : '';
      switch (tone) {
        case 'friendly':
          return `Vielen Dank für Ihre Anfrage${name ? `, ${name}` : ''}! Wir freuen uns, Sie bei diesem Projekt zu begleiten.`;
        case 'formal':
          return `Gerne unterbreiten wir Ihnen dieses Angebot${forClient}.`;
        case 'confident':
          return `So setzen wir dieses Projekt${forClient} um: pünktlich, im Budget und ohne Überraschungen.`;
        case 'professional':
          return `Vielen Dank für die Gelegenheit, Ihnen dieses Angebot${forClient} zu unterbreiten.`;
      }
    },
    approach: (business) =>
      `${business} stimmt die Details mit Ihnen ab, liefert jede der folgenden Leistungen und verfeinert sie nach Ihrem Feedback.`,
    scopeOf: (forWhom) => `Leistungsumfang${forWhom ? ` für ${forWhom}` : ''}:`,
    included: 'Ohne Aufpreis enthalten:',
    targetDelivery: (deadline) => `Geplante Fertigstellung: ${deadline}.`,
    outOfScope: 'Leistungen außerhalb dieses Angebots werden vor Beginn gesondert angeboten.',
    feedback: (deadline) =>
      `Der Zeitplan setzt Ihr Feedback innerhalb von 3 Werktagen nach jeder Lieferung voraus, für die Fertigstellung bis ${deadline}.`,
    validity: 'Dieses Angebot ist 30 Tage ab Angebotsdatum gültig.',
    payInFull:
      'Zahlung des Gesamtbetrags bei Auftragserteilung. Rechnungen sind innerhalb von 7 Tagen fällig.',
    deposit: (deposit, days) =>
      `${deposit} Anzahlung bei Auftragserteilung, der Rest bei Lieferung. Rechnungen sind innerhalb von ${days} Tagen fällig.`,
    staged: (deposit, days) =>
      `${deposit} Anzahlung bei Auftragserteilung, 30 % zur Zwischenabnahme und 30 % bei Lieferung. Rechnungen sind innerhalb von ${days} Tagen fällig.`,
    monthly: (deposit, total, days) =>
      `${deposit} Anzahlung bei Auftragserteilung, der Rest monatlich nach gelieferten Meilensteinen (gesamt ${total}). Rechnungen sind innerhalb von ${days} Tagen fällig.`,
  },
  fr: {
    for: 'pour',
    and: 'et',
    opening: (tone, { name, company }) => {
      const forClient = company ? ` pour ${company}` : '';
      switch (tone) {
        case 'friendly':
          return `Merci pour votre demande${name ? `, ${name}` : ''} ! Nous serions ravis de vous accompagner dans ce projet.`;
        case 'formal':
          return `Nous avons le plaisir de vous soumettre cette proposition${forClient}.`;
        case 'confident':
          return `Voici comment nous réaliserons ce projet${forClient} : dans les délais, dans le budget et sans surprise.`;
        case 'professional':
          return `Merci de nous donner l’occasion de vous proposer ce travail${forClient}.`;
      }
    },
    approach: (business) =>
      `${business} confirmera les détails avec vous, livrera chaque élément ci-dessous et l’affinera selon vos retours.`,
    scopeOf: (forWhom) => `Périmètre des travaux${forWhom ? ` pour ${forWhom}` : ''} :`,
    included: 'Inclus sans supplément :',
    targetDelivery: (deadline) => `Livraison prévue : ${deadline}.`,
    outOfScope:
      'Tout travail hors du périmètre de cette proposition fait l’objet d’un devis séparé avant de commencer.',
    feedback: (deadline) =>
      `Le calendrier suppose vos retours sous 3 jours ouvrés après chaque livraison, pour une livraison d’ici ${deadline}.`,
    validity: 'Cette proposition est valable 30 jours à compter de sa date.',
    payInFull: 'Paiement intégral à l’acceptation. Les factures sont payables sous 7 jours.',
    deposit: (deposit, days) =>
      `Acompte de ${deposit} à l’acceptation, le solde à la livraison. Les factures sont payables sous ${days} jours.`,
    staged: (deposit, days) =>
      `Acompte de ${deposit} à l’acceptation, 30 % à la revue intermédiaire et 30 % à la livraison. Les factures sont payables sous ${days} jours.`,
    monthly: (deposit, total, days) =>
      `Acompte de ${deposit} à l’acceptation, le solde facturé chaque mois selon les étapes livrées (total ${total}). Les factures sont payables sous ${days} jours.`,
  },
  es: {
    for: 'para',
    and: 'y',
    opening: (tone, { name, company }) => {
      const forClient = company ? ` para ${company}` : '';
      switch (tone) {
        case 'friendly':
          return `¡Gracias por contactarnos${name ? `, ${name}` : ''}! Nos encantaría ayudarte con este proyecto.`;
        case 'formal':
          return `Nos complace presentar esta propuesta${forClient} para su consideración.`;
        case 'confident':
          return `Así realizaremos este proyecto${forClient}: a tiempo, dentro del presupuesto y sin sorpresas.`;
        case 'professional':
          return `Gracias por la oportunidad de proponer este trabajo${forClient}.`;
      }
    },
    approach: (business) =>
      `${business} confirmará los detalles con usted, entregará cada punto indicado abajo y lo ajustará según sus comentarios.`,
    scopeOf: (forWhom) => `Alcance del trabajo${forWhom ? ` para ${forWhom}` : ''}:`,
    included: 'Incluido sin coste adicional:',
    targetDelivery: (deadline) => `Entrega prevista: ${deadline}.`,
    outOfScope:
      'El trabajo fuera del alcance de esta propuesta se presupuesta aparte antes de empezar.',
    feedback: (deadline) =>
      `El calendario supone comentarios en un plazo de 3 días laborables tras cada entrega, para entregar antes de ${deadline}.`,
    validity: 'Esta propuesta es válida durante 30 días desde su fecha.',
    payInFull: 'Pago íntegro a la aceptación. Las facturas vencen a los 7 días.',
    deposit: (deposit, days) =>
      `Anticipo del ${deposit} a la aceptación y el resto a la entrega. Las facturas vencen a los ${days} días.`,
    staged: (deposit, days) =>
      `Anticipo del ${deposit} a la aceptación, 30 % en la revisión intermedia y 30 % a la entrega. Las facturas vencen a los ${days} días.`,
    monthly: (deposit, total, days) =>
      `Anticipo del ${deposit} a la aceptación y el resto facturado mensualmente según los hitos entregados (total ${total}). Las facturas vencen a los ${days} días.`,
  },
  pt: {
    for: 'para',
    and: 'e',
    opening: (tone, { name, company }) => {
      const forClient = company ? ` para ${company}` : '';
      switch (tone) {
        case 'friendly':
          return `Obrigado pelo contacto${name ? `, ${name}` : ''}! Teremos todo o gosto em ajudar neste projeto.`;
        case 'formal':
          return `Temos o prazer de apresentar esta proposta${forClient} para a sua apreciação.`;
        case 'confident':
          return `Eis como realizaremos este projeto${forClient}: no prazo, dentro do orçamento e sem surpresas.`;
        case 'professional':
          return `Obrigado pela oportunidade de propor este trabalho${forClient}.`;
      }
    },
    approach: (business) =>
      `${business} confirmará os detalhes consigo, entregará cada item abaixo e irá afiná-lo com o seu feedback.`,
    scopeOf: (forWhom) => `Âmbito do trabalho${forWhom ? ` para ${forWhom}` : ''}:`,
    included: 'Incluído sem custo adicional:',
    targetDelivery: (deadline) => `Entrega prevista: ${deadline}.`,
    outOfScope: 'Trabalho fora do âmbito desta proposta é orçamentado à parte antes de começar.',
    feedback: (deadline) =>
      `O calendário pressupõe feedback até 3 dias úteis após cada entrega, para entrega até ${deadline}.`,
    validity: 'Esta proposta é válida por 30 dias a contar da sua data.',
    payInFull: 'Pagamento integral na aceitação. As faturas vencem em 7 dias.',
    deposit: (deposit, days) =>
      `Sinal de ${deposit} na aceitação e o restante na entrega. As faturas vencem em ${days} dias.`,
    staged: (deposit, days) =>
      `Sinal de ${deposit} na aceitação, 30 % na revisão intermédia e 30 % na entrega. As faturas vencem em ${days} dias.`,
    monthly: (deposit, total, days) =>
      `Sinal de ${deposit} na aceitação e o restante faturado mensalmente por etapas entregues (total ${total}). As faturas vencem em ${days} dias.`,
  },
  it: {
    for: 'per',
    and: 'e',
    opening: (tone, { name, company }) => {
      const forClient = company ? ` per ${company}` : '';
      switch (tone) {
        case 'friendly':
          return `Grazie per averci contattato${name ? `, ${name}` : ''}! Saremo felici di aiutarvi in questo progetto.`;
        case 'formal':
          return `Siamo lieti di sottoporvi questa proposta${forClient}.`;
        case 'confident':
          return `Ecco come realizzeremo questo progetto${forClient}: nei tempi, nel budget e senza sorprese.`;
        case 'professional':
          return `Grazie per l’opportunità di proporvi questo lavoro${forClient}.`;
      }
    },
    approach: (business) =>
      `${business} concorderà i dettagli con voi, consegnerà ogni voce indicata sotto e la perfezionerà in base al vostro feedback.`,
    scopeOf: (forWhom) => `Ambito del lavoro${forWhom ? ` per ${forWhom}` : ''}:`,
    included: 'Incluso senza costi aggiuntivi:',
    targetDelivery: (deadline) => `Consegna prevista: ${deadline}.`,
    outOfScope:
      'Il lavoro al di fuori di questa proposta viene preventivato a parte prima di iniziare.',
    feedback: (deadline) =>
      `Il calendario presuppone un feedback entro 3 giorni lavorativi da ogni consegna, per consegnare entro ${deadline}.`,
    validity: 'Questa proposta è valida 30 giorni dalla sua data.',
    payInFull: 'Pagamento completo all’accettazione. Le fatture scadono entro 7 giorni.',
    deposit: (deposit, days) =>
      `Acconto del ${deposit} all’accettazione, il saldo alla consegna. Le fatture scadono entro ${days} giorni.`,
    staged: (deposit, days) =>
      `Acconto del ${deposit} all’accettazione, 30 % alla revisione intermedia e 30 % alla consegna. Le fatture scadono entro ${days} giorni.`,
    monthly: (deposit, total, days) =>
      `Acconto del ${deposit} all’accettazione, il saldo fatturato mensilmente per milestone consegnate (totale ${total}). Le fatture scadono entro ${days} giorni.`,
  },
  nl: {
    for: 'voor',
    and: 'en',
    opening: (tone, { name, company }) => {
      const forClient = company ? ` voor ${company}` : '';
      switch (tone) {
        case 'friendly':
          return `Bedankt voor je aanvraag${name ? `, ${name}` : ''}! We helpen graag met dit project.`;
        case 'formal':
          return `Wij leggen u graag deze offerte${forClient} voor.`;
        case 'confident':
          return `Zo voeren we dit project${forClient} uit: op tijd, binnen budget en zonder verrassingen.`;
        case 'professional':
          return `Bedankt voor de gelegenheid om dit werk${forClient} aan te bieden.`;
      }
    },
    approach: (business) =>
      `${business} stemt de details met u af, levert elk onderdeel hieronder en verfijnt het op basis van uw feedback.`,
    scopeOf: (forWhom) => `Omvang van het werk${forWhom ? ` voor ${forWhom}` : ''}:`,
    included: 'Zonder meerprijs inbegrepen:',
    targetDelivery: (deadline) => `Geplande oplevering: ${deadline}.`,
    outOfScope: 'Werk buiten deze offerte wordt vooraf apart geoffreerd.',
    feedback: (deadline) =>
      `De planning gaat uit van feedback binnen 3 werkdagen na elke levering, voor oplevering uiterlijk ${deadline}.`,
    validity: 'Deze offerte is 30 dagen geldig vanaf de datum.',
    payInFull: 'Volledige betaling bij akkoord. Facturen dienen binnen 7 dagen te worden betaald.',
    deposit: (deposit, days) =>
      `${deposit} aanbetaling bij akkoord, het restant bij oplevering. Facturen dienen binnen ${days} dagen te worden betaald.`,
    staged: (deposit, days) =>
      `${deposit} aanbetaling bij akkoord, 30% bij de tussentijdse review en 30% bij oplevering. Facturen dienen binnen ${days} dagen te worden betaald.`,
    monthly: (deposit, total, days) =>
      `${deposit} aanbetaling bij akkoord, het restant maandelijks gefactureerd per opgeleverde mijlpaal (totaal ${total}). Facturen dienen binnen ${days} dagen te worden betaald.`,
  },
  pl: {
    for: 'dla',
    and: 'i',
    opening: (tone, { name, company }) => {
      const forClient = company ? ` dla ${company}` : '';
      switch (tone) {
        case 'friendly':
          return `Dziękujemy za zapytanie${name ? `, ${name}` : ''}! Chętnie pomożemy przy tym projekcie.`;
        case 'formal':
          return `Z przyjemnością przedstawiamy tę ofertę${forClient}.`;
        case 'confident':
          return `Tak zrealizujemy ten projekt${forClient}: na czas, w budżecie i bez niespodzianek.`;
        case 'professional':
          return `Dziękujemy za możliwość przedstawienia oferty${forClient}.`;
      }
    },
    approach: (business) =>
      `${business} uzgodni z Państwem szczegóły, dostarczy każdą z poniższych pozycji i dopracuje ją zgodnie z Państwa uwagami.`,
    scopeOf: (forWhom) => `Zakres prac${forWhom ? ` dla ${forWhom}` : ''}:`,
    included: 'W cenie bez dopłat:',
    targetDelivery: (deadline) => `Planowany termin realizacji: ${deadline}.`,
    outOfScope: 'Prace poza zakresem tej oferty wyceniamy osobno przed ich rozpoczęciem.',
    feedback: (deadline) =>
      `Harmonogram zakłada uwagi w ciągu 3 dni roboczych od każdej dostawy, aby zakończyć do ${deadline}.`,
    validity: 'Oferta jest ważna 30 dni od daty jej wystawienia.',
    payInFull: 'Płatność całości przy akceptacji. Faktury są płatne w ciągu 7 dni.',
    deposit: (deposit, days) =>
      `Zaliczka ${deposit} przy akceptacji, reszta przy odbiorze. Faktury są płatne w ciągu ${days} dni.`,
    staged: (deposit, days) =>
      `Zaliczka ${deposit} przy akceptacji, 30% przy przeglądzie w połowie prac i 30% przy odbiorze. Faktury są płatne w ciągu ${days} dni.`,
    monthly: (deposit, total, days) =>
      `Zaliczka ${deposit} przy akceptacji, reszta fakturowana co miesiąc za zrealizowane etapy (łącznie ${total}). Faktury są płatne w ciągu ${days} dni.`,
  },
};
