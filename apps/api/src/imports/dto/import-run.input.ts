import { ImportMessages, ImportRules } from '@dealdraft/domain';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { MultiLine } from '../../common/input/control-characters';
import type { ColumnMapping } from '../csv-upload';

/** A cell corrected in the preview. Its value is checked by the row's own rules, like the file's. */
export class CellFixInput {
  @IsInt()
  @Min(2, { message: ImportMessages.noSuchRow })
  row: number;

  @IsString()
  @MaxLength(40)
  field: string;

  @IsString()
  @MaxLength(ImportRules.cellMax)
  // Addresses and notes hold line breaks; each field's own rule decides, as for the file.
  @MultiLine()
  value: string;
}

/** POST /api/imports/:id/check and /commit: the column for each field, and the fixes. */
export class ImportRunInput {
  /** Field key → column index (0-based) or null. Checked against the file by the service. */
  @IsObject()
  mapping: ColumnMapping;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ImportRules.maxRows)
  @ValidateNested({ each: true })
  @Type(() => CellFixInput)
  fixes: CellFixInput[] = [];
}
