import { DOCUMENT_FONTS, DOCUMENT_LAYOUTS, DocumentStyleMessages } from '@dealdraft/domain';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';

/** Trimmed, lower case; empty means none (null). */
const normalized = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() || null : value,
);

/** 'classic', 'modern' or 'compact'; on a document, null (or empty) means the workspace's. */
export const OptionalDocumentLayout = () =>
  applyDecorators(
    normalized,
    IsOptional(),
    IsIn(DOCUMENT_LAYOUTS, { message: DocumentStyleMessages.layout }),
  );

/** 'inter', 'source-serif-4' or 'ibm-plex-sans'. */
export const OptionalDocumentFont = () =>
  applyDecorators(
    normalized,
    IsOptional(),
    IsIn(DOCUMENT_FONTS, { message: DocumentStyleMessages.font }),
  );
