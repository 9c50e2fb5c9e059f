import { Args, Field, ID, Mutation, ObjectType, Resolver, registerEnumType } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { PdfLinkService } from './pdf-link.service';

export enum PdfKind {
  proposal = 'proposal',
  invoice = 'invoice',
}
registerEnumType(PdfKind, { name: 'PdfKind' });

@ObjectType('PdfLink')
class PdfLinkModel {
  @Field({ description: 'Relative URL; GET it (no Authorization header needed) before expiresAt.' })
  url: string;

  @Field()
  expiresAt: Date;
}

@Resolver()
export class PdfResolver {
  constructor(private readonly links: PdfLinkService) {}

  @Mutation(() => PdfLinkModel, { description: 'A signed download link, valid for 5 minutes.' })
  pdfLink(
    @CurrentUser() user: AuthUser,
    @Args('kind', { type: () => PdfKind }) kind: PdfKind,
    @Args('id', { type: () => ID }) id: string,
    @Args('preview', { defaultValue: false }) preview: boolean,
  ): Promise<PdfLinkModel> {
    return this.links.create(user, kind, id, preview);
  }
}
