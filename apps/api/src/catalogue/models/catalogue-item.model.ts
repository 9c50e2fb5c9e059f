import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { PageInfoModel } from '../../common/paging/page.models';

@ObjectType('CatalogueItem')
export class CatalogueItemModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  description: string | null;

  @Field(() => Float, { description: 'US dollars per unit.' })
  unitPrice: number;

  @Field({ description: 'hour, day, item, or free text.' })
  unit: string;

  @Field(() => Int)
  defaultQuantity: number;

  @Field()
  archived: boolean;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;
}

@ObjectType('CatalogueItemConnection')
export class CatalogueItemConnection {
  @Field(() => [CatalogueItemModel])
  nodes: CatalogueItemModel[];

  @Field(() => PageInfoModel)
  pageInfo: PageInfoModel;

  @Field(() => Int)
  totalCount: number;
}
