import { Field, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * The brand's colour and font; the logo is a file (PUT /api/workspace/logo). A field left out
 * keeps its value; a colour of null or "" goes back to the product's. The service checks the
 * values (brandColorProblem, isDocumentFont) and names the field it refuses.
 */
@InputType()
export class UpdateBrandInput {
  @Field(() => String, { nullable: true, description: '#rrggbb or #rgb; null: the default.' })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  color?: string | null;

  @Field(() => String, { nullable: true, description: 'inter, source-serif-4 or ibm-plex-sans.' })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  font?: string;
}
