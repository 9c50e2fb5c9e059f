import { Field, Int, ObjectType } from '@nestjs/graphql';

/**
 * A workspace's brand as the app shell, the settings and the client pages show it: the logo's
 * public URL, the colour (the product's when none is chosen) and its dark-theme variant, and the
 * font of the documents and client pages.
 */
@ObjectType('Brand')
export class BrandModel {
  @Field(() => String, {
    nullable: true,
    description: 'Absolute, content-addressed: GET /api/brand/logos/{sha256}. Null: no logo.',
  })
  logoUrl: string | null;

  @Field(() => Int, { nullable: true, description: 'Pixels (an SVG: its user units).' })
  logoWidth: number | null;

  @Field(() => Int, { nullable: true })
  logoHeight: number | null;

  @Field(() => String, { nullable: true, description: 'image/png, image/jpeg or image/svg+xml.' })
  logoContentType: string | null;

  @Field({ description: '#rrggbb: the chosen colour, or the product default.' })
  color: string;

  @Field({ description: '#rrggbb: the colour as shown on the dark theme (brandColorOnDark).' })
  colorOnDark: string;

  @Field(() => String, { nullable: true, description: 'The chosen colour; null: the default.' })
  customColor: string | null;

  @Field({ description: 'inter, source-serif-4 or ibm-plex-sans.' })
  font: string;

  @Field({ description: 'The font\'s CSS family name ("Source Serif 4").' })
  fontFamily: string;
}
