import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Marks a route or resolver as reachable without a session; everything else is guarded. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
