import { Field, ID, ObjectType } from '@nestjs/graphql';

/** A pending invitation, as the workspace's admins see it (never the token). */
@ObjectType('Invitation')
export class InvitationModel {
  @Field(() => ID)
  id: string;

  @Field()
  email: string;

  @Field({ description: 'admin or member' })
  role: string;

  @Field(() => String, { nullable: true, description: 'Null once the inviter left the app.' })
  invitedByName: string | null;

  @Field()
  createdAt: Date;

  @Field()
  expiresAt: Date;
}

/** What the link shows before anyone signs in. */
@ObjectType('InvitationPreview')
export class InvitationPreviewModel {
  @Field()
  workspaceName: string;

  @Field({ description: 'The invited address: the account that accepts must have it.' })
  email: string;

  @Field({ description: 'admin or member' })
  role: string;

  @Field(() => String, { nullable: true })
  invitedByName: string | null;

  @Field()
  expiresAt: Date;
}
