import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('Member')
export class MemberModel {
  @Field(() => ID)
  userId: string;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field({ description: 'owner, admin or member' })
  role: string;

  @Field(() => Date)
  joinedAt: Date;

  @Field({ description: 'The signed-in person.' })
  isYou: boolean;
}
