import { Field, ID, ObjectType } from '@nestjs/graphql';

/** What a client may see of a user: never the hash, plan internals or other ids. */
@ObjectType('User')
export class UserModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field()
  role: string;
}

@ObjectType('AuthPayload')
export class AuthPayloadModel {
  @Field({ description: 'Bearer token for the Authorization header.' })
  token: string;

  @Field(() => UserModel)
  user: UserModel;
}

export function toUserModel(user: UserModel): UserModel {
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

/** REST's form of an AuthPayload, the spec's "user with token": the user's fields plus `token`, flat. */
export function toUserWithToken({ user, token }: AuthPayloadModel): UserModel & { token: string } {
  return { ...user, token };
}
