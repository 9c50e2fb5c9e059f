import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { strings } from '@/strings';
import type { ClientSummary } from '../hooks/useClientSummary';

const t = strings.clients;

/** The client's contact details and notes, those that are filled in. */
export function ClientDetailsCard({ client }: { client: ClientSummary['client'] }) {
  const details: [string, string | null | undefined][] = [
    [t.page.email, client.email],
    [t.page.cc, client.ccEmails.join(', ')],
    [strings.common.phone, client.phone],
    [strings.common.mobile, client.mobile],
    [strings.common.fax, client.fax],
    [strings.common.address, client.address],
    [t.fields.taxNumber, client.taxNumber],
    [t.fields.notes, client.notes],
  ];
  const shown = details.filter(([, value]) => value);
  return (
    <Card className="gap-4">
      <CardHeader>
        <h2 className="leading-none font-semibold">{t.page.detailsTitle}</h2>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.page.detailsEmpty}</p>
        ) : (
          <dl className="grid gap-2 text-sm">
            {shown.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="break-words whitespace-pre-line">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
