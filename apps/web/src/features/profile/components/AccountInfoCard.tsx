import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { labelOf } from '@/lib/format';
import { strings } from '@/strings';
import type { Profile } from '../hooks/useProfile';

const t = strings.profile.account;

/** Name and e-mail (spec §2), and the workspace acted in with the role there, read-only. */
export function AccountInfoCard({
  profile,
}: {
  profile: Pick<Profile, 'name' | 'email' | 'role' | 'workspaceName'>;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <FormField label={t.fullName}>
          {(control) => <Input {...control} value={profile.name} readOnly />}
        </FormField>
        <FormField label={t.emailAddress}>
          {(control) => <Input {...control} type="email" value={profile.email} readOnly />}
        </FormField>
        <FormField label={t.workspace}>
          {(control) => <Input {...control} value={profile.workspaceName} readOnly />}
        </FormField>
        <FormField label={strings.common.role}>
          {(control) => (
            <Input {...control} value={labelOf(strings.common.roles, profile.role)} readOnly />
          )}
        </FormField>
      </CardContent>
    </Card>
  );
}
