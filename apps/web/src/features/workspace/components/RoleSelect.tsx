import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/Select';
import { GRANTABLE_ROLE_OPTIONS } from '../utils/workspace-copy';

type RoleSelectProps = {
  value: string;
  onChange: (role: string) => void;
  label: string;
  disabled?: boolean;
  id?: string;
  className?: string;
};

/** Admin or member: the roles a person other than the owner can hold. */
export function RoleSelect({ value, onChange, label, disabled, id, className }: RoleSelectProps) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger id={id} aria-label={label} className={className ?? 'w-28'}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {GRANTABLE_ROLE_OPTIONS.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
