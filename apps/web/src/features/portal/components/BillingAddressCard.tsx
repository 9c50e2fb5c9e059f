import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { Textarea } from '@/components/ui/Textarea';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';
import { PortalError, portalApi, type PortalAddress, type PortalView } from '../portal-api';

const t = strings.portal.address;
const FIELDS = ['address', 'postalCode', 'city', 'countryCode'] as const;

/** The client's billing address, which they may correct; each refused field says why. */
export function BillingAddressCard({
  client,
  onSaved,
}: {
  client: PortalView['client'];
  onSaved: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Record<keyof PortalAddress, string>>(() => ({
    address: client.address ?? '',
    postalCode: client.postalCode ?? '',
    city: client.city ?? '',
    countryCode: client.countryCode ?? '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const lines = [
    client.company,
    client.address,
    [client.postalCode, client.city].filter(Boolean).join(' '),
    client.countryCode,
  ].filter(Boolean);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await portalApi.updateAddress(values);
      notify.success(t.saved);
      setEditing(false);
      onSaved();
    } catch (caught) {
      const refused = caught instanceof PortalError ? caught : null;
      if (refused && Object.keys(refused.fields).length) setErrors(refused.fields);
      else notify.error(refused?.message || t.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="gap-4">
      <CardHeader>
        <h2 className="leading-none font-semibold">{t.title}</h2>
      </CardHeader>
      <CardContent>
        {editing ? (
          <form noValidate onSubmit={save} className="grid gap-4">
            {FIELDS.map((field) => (
              <FormField key={field} label={t[field]} optional error={errors[field]}>
                {(control) =>
                  field === 'address' ? (
                    <Textarea
                      {...control}
                      rows={2}
                      value={values[field]}
                      onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                    />
                  ) : (
                    <Input
                      {...control}
                      value={values[field]}
                      onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                    />
                  )
                }
              </FormField>
            ))}
            <div className="flex flex-wrap gap-2">
              <SubmitButton busy={busy} busyLabel={t.saving}>
                {t.save}
              </SubmitButton>
              <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
                {t.cancel}
              </Button>
            </div>
          </form>
        ) : (
          <div className="grid gap-3 text-sm">
            <p className="font-medium">{client.name}</p>
            {lines.length ? (
              <p className="whitespace-pre-line text-muted-foreground">{lines.join('\n')}</p>
            ) : (
              <p className="text-muted-foreground">{t.empty}</p>
            )}
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => setEditing(true)}
            >
              {t.edit}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
