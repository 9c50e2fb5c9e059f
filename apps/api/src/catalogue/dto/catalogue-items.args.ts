import { CatalogueRules } from '@dealdraft/domain';
import { ArgsType, Field, Int, registerEnumType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { SortDirection } from '../../common/paging/page.models';
import { PageNumber, PageSize, WithListPage } from '../../common/http/list-page';

export enum CatalogueItemSortField {
  name = 'name',
  unitPrice = 'unitPrice',
  createdAt = 'createdAt',
}
registerEnumType(CatalogueItemSortField, { name: 'CatalogueItemSortField' });

/** What both lists share: search, sort and the archived toggle. */
@ArgsType()
export class CatalogueItemsFilter {
  @Field(() => String, {
    nullable: true,
    description: 'Name or description, accent- and case-insensitive substring.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @Field(() => CatalogueItemSortField, { defaultValue: CatalogueItemSortField.name })
  @IsOptional()
  @IsIn(Object.values(CatalogueItemSortField))
  sortBy: CatalogueItemSortField = CatalogueItemSortField.name;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
  @IsOptional()
  @IsIn(Object.values(SortDirection))
  sortDirection: SortDirection = SortDirection.ASC;

  @Field(() => Boolean, { defaultValue: false })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean()
  includeArchived: boolean = false;
}

@ArgsType()
export class CatalogueItemsArgs extends CatalogueItemsFilter {
  @Field(() => Int, { defaultValue: 20, description: '1 to 100.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(CatalogueRules.pageSizeMax)
  first: number = 20;

  @Field(() => String, { nullable: true, description: 'endCursor of the previous page.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  after?: string;
}

/** GET /api/items: page numbers, as the spec's REST lists. */
export class CatalogueItemsQuery extends WithListPage(CatalogueItemsFilter) {
  @PageNumber()
  page?: number;

  @PageSize(CatalogueRules.pageSizeMax)
  pageSize?: number;
}
