import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('CustomField')
export class CustomFieldModel {
  @Field(() => ID)
  id: string;

  @Field({ description: 'client, document or line.' })
  target: string;

  @Field()
  label: string;

  @Field({ description: 'Printed on the PDF, or kept internal.' })
  printed: boolean;

  @Field(() => Int)
  position: number;

  @Field()
  createdAt: Date;
}

/** A stored value; match it to its definition by id (values of a deleted field may linger). */
@ObjectType('CustomFieldValue')
export class CustomFieldValueModel {
  @Field(() => ID)
  fieldId: string;

  @Field()
  value: string;
}
