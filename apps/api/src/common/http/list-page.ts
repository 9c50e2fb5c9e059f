import { type Envelope, FieldCode, Messages } from '@dealdraft/domain';
import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidationArguments,
} from 'class-validator';
import { map, Observable } from 'rxjs';
import { InvalidCursor } from '../paging/cursor';
import type { Slice, SliceRequest } from '../paging/keyset-page';
import { invalidField } from '../errors/validation';

/** Rows a REST list answers per page: `?limit=` at most, and when only `?cursor=` is given. */
export const LIST_LIMIT_MAX = 100;
export const LIST_LIMIT_DEFAULT = 50;

/**
 * Digits only: "1.5", "1e300" and " 5" stay strings, which IsInt refuses; a run of digits too
 * long to be in range stays a string too, so it is never read as 1e20 on the way.
 */
const digitsToNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;

const invalidLimit = { message: Messages.system.listLimit(LIST_LIMIT_MAX) };
const invalidCursor = {
  message: Messages.system.cursorInvalid,
  context: { code: FieldCode.InvalidCursor },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's base takes any arguments
type Constructor = new (...args: any[]) => object;

/** `?limit=&cursor=` added to a list's own query class (its filters and sort). */
export function WithListPage<Base extends Constructor>(base: Base) {
  class ListPage extends base {
    @IsOptional()
    @Transform(digitsToNumber)
    @IsInt(invalidLimit)
    @Min(1, invalidLimit)
    @Max(LIST_LIMIT_MAX, invalidLimit)
    limit?: number;

    /** `nextCursor` of the previous page, as it was answered. */
    @IsOptional()
    @IsString(invalidCursor)
    @IsNotEmpty(invalidCursor)
    @MaxLength(500, invalidCursor)
    cursor?: string;
  }
  return ListPage;
}

/**
 * On a list's `page` and `pageSize`: numbered pages and a cursor are two ways to page, and a
 * query names one (a cursor's page does not start at a page number).
 */
export function NotWithCursor(): PropertyDecorator {
  return ValidateBy({
    name: 'notWithCursor',
    validator: {
      validate: (_value: unknown, { object }: ValidationArguments) =>
        sliceRequest(object as { limit?: number; cursor?: string }) === null,
      defaultMessage: () => Messages.system.pagesOrCursor,
    },
  });
}

/**
 * The highest `?page=` a numbered REST list serves. With 100 rows a page that is 10^8 rows in,
 * far past any workspace; without a bound, `page=1e300` reached PostgreSQL as an OFFSET it
 * cannot hold ("bigint out of range", a 500).
 */
export const PAGE_NUMBER_MAX = 1_000_000;

/** A numbered list's `?page=`: a whole number from 1 to PAGE_NUMBER_MAX. */
export function PageNumber(): PropertyDecorator {
  const invalid = { message: Messages.system.listLimit(PAGE_NUMBER_MAX) };
  return (target, key) => {
    for (const decorate of [
      IsOptional(),
      NotWithCursor(),
      Transform(digitsToNumber),
      IsInt(invalid),
      Min(1, invalid),
      Max(PAGE_NUMBER_MAX, invalid),
    ])
      decorate(target, key);
  };
}

/** A numbered list's `?pageSize=`: a whole number from 1 to `max`. */
export function PageSize(max: number): PropertyDecorator {
  const invalid = { message: Messages.system.listLimit(max) };
  return (target, key) => {
    for (const decorate of [
      IsOptional(),
      NotWithCursor(),
      Transform(digitsToNumber),
      IsInt(invalid),
      Min(1, invalid),
      Max(max, invalid),
    ])
      decorate(target, key);
  };
}

/** The query of a REST list that takes nothing else. */
export class ListPageQuery extends WithListPage(class {}) {}

/** A REST list answered a page at a time: the spec's envelope and where the next page starts. */
export interface PageEnvelope<T> extends Envelope<T[]> {
  /** The `cursor` of the next page; null on the last one. */
  nextCursor: string | null;
}

/**
 * The page the query asks for, or null when it names neither `limit` nor `cursor`: then the
 * list answers whole, in the spec's shape.
 */
export function sliceRequest(query: { limit?: number; cursor?: string }): SliceRequest | null {
  if (query.limit === undefined && query.cursor === undefined) return null;
  return { first: query.limit ?? LIST_LIMIT_DEFAULT, after: query.cursor };
}

/** A page in the envelope; a cursor the list cannot read is the `cursor` field's 400. */
export async function okPage<T, R = T>(
  slice: Promise<Slice<T>>,
  message: string,
  toData: (node: T) => R = (node) => node as unknown as R,
): Promise<PageEnvelope<R>> {
  try {
    const { nodes, hasNextPage, endCursor } = await slice;
    return {
      status: 'success',
      data: nodes.map(toData),
      message,
      nextCursor: hasNextPage ? endCursor : null,
    };
  } catch (error) {
    if (error instanceof InvalidCursor)
      throw invalidField('cursor', FieldCode.InvalidCursor, error.message);
    throw error;
  }
}

interface ListRequest {
  originalUrl?: string;
  url: string;
  query: Record<string, unknown>;
}

/**
 * Answers a page's `nextCursor` also as an RFC 8288 `Link: <…?limit=N&cursor=…>; rel="next"`,
 * relative to the request (its other parameters kept), so a client can follow it as it is.
 */
@Injectable()
export class NextPageLinkInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    return next.handle().pipe(
      map((body: unknown) => {
        const nextCursor = (body as Partial<PageEnvelope<unknown>> | null)?.nextCursor;
        if (typeof nextCursor !== 'string') return body;
        const request = http.getRequest<ListRequest>();
        const url = new URL(request.originalUrl ?? request.url, 'http://list.invalid');
        const limit = typeof request.query.limit === 'string' ? request.query.limit : undefined;
        url.searchParams.set('limit', String(limit ? Number(limit) : LIST_LIMIT_DEFAULT));
        url.searchParams.set('cursor', nextCursor);
        http
          .getResponse<{ header(name: string, value: string): unknown }>()
          .header('Link', `<${url.pathname}${url.search}>; rel="next"`);
        return body;
      }),
    );
  }
}

/** On a REST list that takes `?limit=&cursor=`: the next page's Link header. */
export const NextPageLink = () => UseInterceptors(NextPageLinkInterceptor);
