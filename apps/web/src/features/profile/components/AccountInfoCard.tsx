import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { capitalize } from '@/lib/format';
import type { Profile } from '../hooks/useProfile';

/** Name and e-mail (spec §2), and the workspace acted in with the role there, read-only. */
export function AccountInfoCard({
  profile,
}: {
  profile: Pick<Profile, 'name' | 'email' | 'role' | 'workspaceName'>;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Information</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <FormField label="Full Name">
          {(control) => <Input {...control} value={profile.name} readOnly />}
        </FormField>
        <FormField label="Email Address">
          {(control) => <Input {...control} type="email" value={profile.email} readOnly />}
        </FormField>
        <FormField label="Workspace">
          {(control) => <Input {...control} value={profile.workspaceName} readOnly />}
        </FormField>
        <FormField label="Role">
          {(control) => <Input {...control} value={capitalize(profile.role)} readOnly />}
        </FormField>
      </CardContent>
    </Card>
  );
}
