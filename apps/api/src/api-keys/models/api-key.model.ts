import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('ApiKey')
export class ApiKeyModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field({ description: 'admin or member' })
  role: string;

  @Field({ description: 'The public part of the key (ddk_<prefix>_…), to tell keys apart.' })
  prefix: string;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'Kept to the minute.' })
  lastUsedAt: Date | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When the key stopped working: revoked by an owner or admin, or when its creator left or was removed. Null while it works.',
  })
  revokedAt: Date | null;

  @Field(() => String, { nullable: true })
  createdByName: string | null;
}

@ObjectType('CreatedApiKey')
export class CreatedApiKeyModel {
  @Field(() => ApiKeyModel)
  apiKey: ApiKeyModel;

  @Field({ description: 'The whole key, ddk_<prefix>_<secret>: shown this once, never again.' })
  secret: string;
}
