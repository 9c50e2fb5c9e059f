import {
  BRAND_LIMITS,
  BrandingMessages,
  brandColorProblem,
  contrastRatio,
  DARK_BACKGROUND,
  DEFAULT_BRAND_COLOR,
  DOCUMENT_FONT_FAMILIES,
  DOCUMENT_FONTS,
  normalizeHexColor,
} from '@dealdraft/domain';
import { ImageIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useBrandFont } from '@/components/brand/BrandScope';
import { logoSrc } from '@/components/brand/BusinessLogo';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { brandFillOnDark } from '@/lib/brand-colors';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import { useBrandActions, useWorkspaceBrand, type Brand } from '../hooks/useWorkspaceBrand';

const t = strings.brand;
const FONT_CHOICES = DOCUMENT_FONTS.map((font) => ({
  value: font,
  label: DOCUMENT_FONT_FAMILIES[font],
}));
const ACCEPT = 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg';

type BrandCardProps = { brand: Brand; editable: boolean };

/** /workspace: the logo, the brand colour with its contrast verdict, and the documents' font. */
export function BrandCard({ brand, editable }: BrandCardProps) {
  const { save, saving, upload, uploading, removeLogo, removing } = useBrandActions();
  const [color, setColor] = useState(brand.customColor ?? DEFAULT_BRAND_COLOR);
  const [font, setFont] = useState(brand.font);
  const [errors, setErrors] = useState<{ logo?: string; color?: string; font?: string }>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const logoLabelId = useId();
  useBrandFont(font);

  // What the api stored, after a save or a refetch.
  useEffect(() => {
    setColor(brand.customColor ?? DEFAULT_BRAND_COLOR);
    setFont(brand.font);
  }, [brand.customColor, brand.font]);

  const problem = brandColorProblem(color);
  const hex = normalizeHexColor(color);
  const shown = !problem && hex ? hex : brand.color;

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The api says the same; a file past the limit need not travel to hear it.
    if (file.size > BRAND_LIMITS.logoBytes) {
      setErrors((previous) => ({ ...previous, logo: BrandingMessages.logoTooLarge }));
      return;
    }
    const refusal = await upload(file);
    setErrors((previous) => ({ ...previous, logo: refusal ?? undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) {
      setErrors((previous) => ({ ...previous, color: problem }));
      return;
    }
    const refused = await save({ color: hex === DEFAULT_BRAND_COLOR ? null : hex, font });
    setErrors((previous) => ({
      ...previous,
      color: refused.find((e) => e.field === 'color')?.messages[0],
      font: refused.find((e) => e.field === 'font')?.messages[0],
    }));
  };

  return (
    <Card id="brand">
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{editable ? t.description : t.readOnly}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section aria-labelledby={logoLabelId} className="grid gap-3">
          <h3 id={logoLabelId} className="text-sm font-medium">
            {t.logoLabel}
          </h3>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <div className="grid h-24 w-full place-items-center rounded-lg border bg-white p-3 sm:w-64">
              {brand.logoUrl ? (
                <img
                  src={logoSrc(brand.logoUrl)}
                  alt={t.logoPreview}
                  className="max-h-full max-w-full object-contain"
                />
              ) : (
                <span className="flex items-center gap-2 text-sm text-slate-500">
                  <ImageIcon aria-hidden className="size-4" />
                  {t.noLogo}
                </span>
              )}
            </div>
            {editable && (
              <div className="flex flex-wrap gap-2">
                <input
                  ref={fileInput}
                  type="file"
                  accept={ACCEPT}
                  className="sr-only"
                  tabIndex={-1}
                  aria-label={t.logoLabel}
                  onChange={chooseFile}
                />
                <Button
                  type="button"
                  variant="outline"
                  disabled={uploading}
                  onClick={() => fileInput.current?.click()}
                >
                  <UploadIcon aria-hidden />
                  {uploading ? t.uploading : brand.logoUrl ? t.replaceLogo : t.chooseLogo}
                </Button>
                {brand.logoUrl && (
                  <Button
                    type="button"
                    variant="ghost"
                    disabled={removing}
                    onClick={() => void removeLogo()}
                  >
                    <Trash2Icon aria-hidden />
                    {t.removeLogo}
                  </Button>
                )}
              </div>
            )}
          </div>
          {errors.logo ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.logo}
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">
              {brand.logoContentType === 'image/svg+xml' ? t.svgEmailHint : t.logoHint}
            </p>
          )}
        </section>

        <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
          <FormField label={t.colorLabel} error={errors.color} hint={t.colorHint}>
            {(control) => (
              <div className="flex gap-2">
                <input
                  type="color"
                  aria-label={t.colorPicker}
                  value={hex ?? brand.color}
                  disabled={!editable}
                  onChange={(event) => setColor(event.target.value)}
                  className="h-9 w-12 shrink-0 cursor-pointer rounded-lg border border-input bg-card p-1 disabled:cursor-default"
                />
                <Input
                  {...control}
                  value={color}
                  readOnly={!editable}
                  spellCheck={false}
                  autoComplete="off"
                  className="font-mono"
                  onChange={(event) => {
                    setColor(event.target.value);
                    setErrors((previous) => ({ ...previous, color: undefined }));
                  }}
                />
              </div>
            )}
          </FormField>

          <FormField label={t.fontLabel} error={errors.font} hint={t.fontHint}>
            {(control) => (
              <NativeSelect
                {...control}
                value={font}
                disabled={!editable}
                choices={FONT_CHOICES}
                onChange={(event) => setFont(event.target.value)}
              />
            )}
          </FormField>

          <p
            aria-live="polite"
            className={cn('text-sm sm:col-span-2', problem ? 'text-destructive' : 'text-success')}
          >
            {problem ?? t.colorPasses(contrastRatio(hex!, '#ffffff').toFixed(1))}
          </p>

          <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
            <Swatch
              label={t.onLight}
              background="#ffffff"
              color={shown}
              text="#ffffff"
              font={font}
            />
            <Swatch
              label={t.onDark}
              background={DARK_BACKGROUND}
              color={brandFillOnDark(shown)}
              text={DARK_BACKGROUND}
              font={font}
            />
          </div>

          {editable && (
            <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
              {brand.customColor && (
                <Button type="button" variant="ghost" onClick={() => setColor(DEFAULT_BRAND_COLOR)}>
                  {t.resetColor}
                </Button>
              )}
              <SubmitButton busy={saving} busyLabel={strings.common.saving}>
                {t.save}
              </SubmitButton>
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}

/** The colour as client pages use it: a heading and a button, on white and on the dark theme. */
function Swatch({
  label,
  background,
  color,
  text,
  font,
}: {
  label: string;
  background: string;
  color: string;
  text: string;
  font: string;
}) {
  const family = DOCUMENT_FONT_FAMILIES[font as keyof typeof DOCUMENT_FONT_FAMILIES];
  return (
    <figure
      className="grid gap-3 rounded-lg border p-4"
      style={{ background, fontFamily: family ? `'${family}', sans-serif` : undefined }}
      data-testid={`brand-swatch-${background === '#ffffff' ? 'light' : 'dark'}`}
    >
      <figcaption
        className="text-xs font-medium"
        style={{ color: background === '#ffffff' ? '#475569' : '#cbd5e1' }}
      >
        {label}
      </figcaption>
      {/* Large text (24 px): a heading; the colour reaches 4.5:1 on white, more than it needs. */}
      <p className="text-2xl font-semibold" style={{ color }}>
        {t.fontSample}
      </p>
      <span
        className="w-fit rounded-lg px-4 py-2 text-sm font-semibold"
        style={{ background: color, color: text }}
      >
        {t.sample}
      </span>
    </figure>
  );
}

/** The card once the brand is loaded (it loads with the top bar's query, so usually at once). */
export function WorkspaceBrandCard({ editable }: { editable: boolean }) {
  const { brand } = useWorkspaceBrand();
  return brand ? <BrandCard brand={brand} editable={editable} /> : null;
}
