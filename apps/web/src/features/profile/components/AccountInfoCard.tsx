import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import type { Profile } from '../hooks/useProfile';

/** Name and e-mail, read-only (spec §2). */
export function AccountInfoCard({ profile }: { profile: Pick<Profile, 'name' | 'email'> }) {
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
      </CardContent>
    </Card>
  );
}
