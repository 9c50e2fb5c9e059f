import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** The active workspace's profile (the sender fields new documents prefill from) and team size. */
@ObjectType('Workspace')
export class WorkspaceModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  address: string | null;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  taxNumber: string | null;

  @Field(() => String, { nullable: true })
  paymentTerms: string | null;

  @Field({ description: 'Make a draft invoice when a client accepts a proposal.' })
  invoiceOnAccept: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'e.g. PROP-{YYYY}-{SEQ:3}; null numbers proposals PROP-{timestamp}.',
  })
  proposalNumberPattern: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'e.g. INV-{YYYY}-{SEQ:4}; null numbers invoices INV-{timestamp}.',
  })
  invoiceNumberPattern: string | null;

  @Field({ description: "A new document's currency when its client names none (ISO 4217)." })
  currency: string;

  @Field({ description: "A new document's language when its client names none." })
  language: string;

  @Field({ description: "Taxes rounded per 'line' or once per rate on the 'total' (default)." })
  roundingScope: string;

  @Field({ description: "'half-up' (default) or 'half-even' (banker's rounding)." })
  roundingMethod: string;

  @Field(() => String, { nullable: true, description: 'BT-27; null: the name.' })
  legalName: string | null;

  @Field(() => String, { nullable: true })
  postalCode: string | null;

  @Field(() => String, { nullable: true })
  city: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2.' })
  countryCode: string | null;

  @Field(() => String, { nullable: true, description: 'The national tax number (BT-32).' })
  taxRegistrationNumber: string | null;

  @Field(() => String, { nullable: true, description: 'Without spaces, upper case.' })
  iban: string | null;

  @Field(() => String, { nullable: true })
  bic: string | null;

  @Field(() => String, { nullable: true })
  accountHolder: string | null;

  @Field({ description: "The e-invoice its invoices carry: 'none', 'factur-x' or 'xrechnung'." })
  eInvoiceFormat: string;

  @Field({ description: "The documents' PDF layout: classic, modern or compact." })
  documentLayout: string;

  @Field({ description: "The PDFs' font: inter, source-serif-4 or ibm-plex-sans." })
  documentFont: string;

  @Field(() => String, { nullable: true, description: 'Printed at the foot of every PDF page.' })
  documentFooter: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Printed on invoices under the bank details.',
  })
  paymentInstructions: string | null;

  @Field({ description: 'business, freelancer, trial or none' })
  plan: string;

  @Field(() => Int, { description: 'Members the plan allows (Business: BUSINESS_SEATS; else 1).' })
  seats: number;

  @Field(() => Int)
  memberCount: number;

  @Field({ description: "The signed-in person's role here: owner, admin or member." })
  role: string;
}

/** One of the signed-in person's workspaces, for the switcher. */
@ObjectType('WorkspaceSummary')
export class WorkspaceSummaryModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  role: string;

  @Field({ description: 'The workspace this session acts in.' })
  active: boolean;
}
