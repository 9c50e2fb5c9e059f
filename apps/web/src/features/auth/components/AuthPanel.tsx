import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/Card';

/** The card the sign-in screen uses, for the other account screens (reset, confirm). */
export function AuthPanel({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card className="w-full max-w-md gap-7 py-8 shadow-lg shadow-primary/5">
      <CardHeader className="gap-2 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <CardDescription className="text-base" role="status">
          {description}
        </CardDescription>
      </CardHeader>
      {children && <CardContent>{children}</CardContent>}
      {footer && (
        <CardFooter className="justify-center gap-1 text-sm text-muted-foreground">
          {footer}
        </CardFooter>
      )}
    </Card>
  );
}

/** A link in an auth card's footer, styled as the sign-in card's. */
export const AUTH_LINK_CLASS =
  'rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring';
