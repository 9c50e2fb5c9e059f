import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('PortalSession', { description: "A client's signed-in portal session." })
export class PortalSessionModel {
  @Field(() => ID)
  id: string;

  @Field()
  createdAt: Date;

  @Field()
  lastSeenAt: Date;

  @Field({ description: 'Slides with use; never more than 30 days after it began.' })
  expiresAt: Date;
}

@ObjectType('PortalPendingLink', { description: 'A sign-in link e-mailed and not used yet.' })
export class PortalPendingLinkModel {
  @Field(() => ID)
  id: string;

  @Field()
  createdAt: Date;

  @Field()
  expiresAt: Date;
}

@ObjectType('PortalAccess', { description: "A client's access to the client portal." })
export class PortalAccessModel {
  @Field(() => ID)
  clientId: string;

  @Field({ description: 'The sign-in page of this workspace, to give a client.' })
  signInUrl: string;

  @Field(() => [PortalSessionModel])
  sessions: PortalSessionModel[];

  @Field(() => [PortalPendingLinkModel])
  pendingLinks: PortalPendingLinkModel[];
}
