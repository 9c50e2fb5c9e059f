import { ClientRules } from '@dealdraft/domain';
import { ArgsType, Field, Int, registerEnumType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { SortDirection } from '../../common/paging/page.models';
import { PageNumber, PageSize, WithListPage } from '../../common/http/list-page';

export enum ClientSortField {
  name = 'name',
  company = 'company',
  email = 'email',
  createdAt = 'createdAt',
}
registerEnumType(ClientSortField, { name: 'ClientSortField' });

/** What both lists share: search, sort and the archived toggle. */
@ArgsType()
export class ClientsFilter {
  @Field(() => String, {
    nullable: true,
    description: 'Name, company or e-mail: accent- and case-insensitive substring.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @Field(() => ClientSortField, { defaultValue: ClientSortField.name })
  @IsOptional()
  @IsIn(Object.values(ClientSortField))
  sortBy: ClientSortField = ClientSortField.name;

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
export class ClientsArgs extends ClientsFilter {
  @Field(() => Int, { defaultValue: 20, description: '1 to 100.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(ClientRules.pageSizeMax)
  first: number = 20;

  @Field(() => String, { nullable: true, description: 'endCursor of the previous page.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  after?: string;
}

/** GET /api/clients: page numbers. */
export class ClientsQuery extends WithListPage(ClientsFilter) {
  @PageNumber()
  page?: number;

  @PageSize(ClientRules.pageSizeMax)
  pageSize?: number;
}
