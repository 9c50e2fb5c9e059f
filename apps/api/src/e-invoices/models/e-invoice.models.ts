import type { EInvoiceFormat } from '@dealdraft/domain';
import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';

/** The four formats, as GraphQL names them; each value is the REST `?format=` identifier. */
export const EInvoiceFormatEnum = {
  FACTUR_X: 'factur-x',
  XRECHNUNG_CII: 'xrechnung-cii',
  XRECHNUNG_UBL: 'xrechnung-ubl',
  PEPPOL: 'peppol',
} as const satisfies Record<string, EInvoiceFormat>;

registerEnumType(EInvoiceFormatEnum, {
  name: 'EInvoiceFormat',
  description:
    'Factur-X CII (EN 16931), XRechnung 3.0 as CII or UBL, or UBL in the Peppol BIS Billing 3.0 profile.',
});

@ObjectType('EInvoiceCheck')
export class EInvoiceCheckModel {
  @Field({
    description: "The rule it breaks: 'BR-DE-23-a', 'BR-CO-4', or a business term 'BT-72'.",
  })
  rule: string;

  @Field({
    description:
      "Where to fix it: 'workspace.iban', 'client.postalCode', 'invoice.buyerReference', 'lineItems.2.taxRateIds', 'taxRates.<id>.exemptionReason'.",
  })
  field: string;

  @Field({ description: 'What to do, starting with the rule.' })
  message: string;
}

@ObjectType('EInvoiceReadiness')
export class EInvoiceReadinessModel {
  @Field({
    description:
      "The invoice's effective setting, 'none' | 'factur-x' | 'xrechnung': the client's e-invoice format, else the workspace's.",
  })
  setting: string;

  @Field({ description: "No check left (always true when the setting is 'none')." })
  ready: boolean;

  @Field(() => [EInvoiceCheckModel], {
    description: "What the setting's formats still lack; empty when ready.",
  })
  checks: EInvoiceCheckModel[];
}

@ObjectType('EInvoiceFile')
export class EInvoiceFileModel {
  @Field({ description: '"<number>-<format>.xml".' })
  filename: string;

  @Field()
  contentType: string;

  @Field()
  xml: string;
}

@ObjectType('ClientEInvoice', { description: "The client page's e-invoice download." })
export class ClientEInvoiceModel {
  @Field()
  filename: string;

  @Field()
  url: string;
}
