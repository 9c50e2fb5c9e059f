import { DocumentRules, EInvoiceRules, PortalMessages } from '@dealdraft/domain';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { OptionalCountryCode } from '../../common/input/e-invoice-fields';
import { OptionalText, RequiredEmail } from '../../common/input/input-fields';

/** The portal's sign-in page: the business (from its address) and the client's e-mail. */
export class PortalLinkRequestInput {
  @IsString({ message: PortalMessages.workspaceInvalid })
  @IsNotEmpty({ message: PortalMessages.workspaceInvalid })
  @MaxLength(100, { message: PortalMessages.workspaceInvalid })
  workspace: string;

  @RequiredEmail()
  email: string;
}

/** The e-mailed token, sent by the page's button (never spent on GET). */
export class PortalSignInInput {
  @IsString({ message: PortalMessages.linkInvalid })
  @IsNotEmpty({ message: PortalMessages.linkInvalid })
  @MaxLength(200, { message: PortalMessages.linkInvalid })
  token: string;
}

/** The client's billing address, as the client form stores it; empty clears a field. */
export class PortalAddressInput {
  @OptionalText(DocumentRules.addressMax, { singleLine: false })
  address?: string | null;

  @OptionalText(EInvoiceRules.postalCodeMax)
  postalCode?: string | null;

  @OptionalText(EInvoiceRules.cityMax)
  city?: string | null;

  @OptionalCountryCode()
  countryCode?: string | null;
}
