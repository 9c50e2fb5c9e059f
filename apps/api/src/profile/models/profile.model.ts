import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Profile')
export class ProfileModel {
  @Field()
  name: string;

  @Field()
  email: string;

  @Field({ description: 'owner, admin or member: the role in the active workspace.' })
  role: string;

  @Field({ description: 'The active workspace: its plan and usage are the ones below.' })
  workspaceId: string;

  @Field()
  workspaceName: string;

  @Field({ description: 'business, freelancer, trial or none' })
  plan: string;

  @Field({ description: 'False once the plan period has ended (e.g. an expired trial).' })
  isSubscriptionActive: boolean;

  @Field(() => Date, { nullable: true })
  planStart: Date | null;

  @Field(() => Date, { nullable: true })
  planEnd: Date | null;

  @Field({
    description: 'True once the subscription is cancelled: it ends at planEnd and does not renew.',
  })
  cancelAtPeriodEnd: boolean;

  @Field(() => Int)
  proposalsUsed: number;

  @Field(() => Int)
  proposalsLimit: number;

  @Field(() => Int)
  invoicesUsed: number;

  @Field(() => Int)
  invoicesLimit: number;
}
