import { formatMoney, type RecurringStatus } from '@dealdraft/domain';
import { PauseIcon, PencilIcon, PlayIcon, Trash2Icon } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/Table';
import { formatDate, labelOf } from '@/lib/format';
import { strings } from '@/strings';
import { repeatsInWords, type RecurringSchedule } from '../utils/recurring-form';

const t = strings.recurring;

const STATUS_BADGE: Record<RecurringStatus, BadgeProps['variant']> = {
  active: 'success',
  paused: 'warning',
  ended: 'secondary',
};

type SchedulesTableProps = {
  schedules: RecurringSchedule[];
  onEdit: (schedule: RecurringSchedule) => void;
  onPause: (schedule: RecurringSchedule) => void;
  onResume: (schedule: RecurringSchedule) => void;
  onDelete: (schedule: RecurringSchedule) => void;
};

/** Each schedule: its template, how often, the next date, status, invoices issued, and its actions. */
export function SchedulesTable({
  schedules,
  onEdit,
  onPause,
  onResume,
  onDelete,
}: SchedulesTableProps) {
  const iconButton = 'size-8 sm:size-9';
  return (
    <Table aria-label={t.tableLabel}>
      <TableHeader>
        <TableRow>
          <TableHead>{t.columns.template}</TableHead>
          <TableHead className="hidden md:table-cell">{t.columns.repeats}</TableHead>
          <TableHead>{t.columns.next}</TableHead>
          <TableHead className="hidden sm:table-cell">{strings.common.status}</TableHead>
          <TableHead className="hidden text-right lg:table-cell">{t.columns.issued}</TableHead>
          <TableHead>
            <span className="sr-only">{strings.common.actions}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {schedules.map((schedule) => {
          const name = schedule.templateInvoiceNumber;
          const status = schedule.status as RecurringStatus;
          const notice = schedule.pausedReason ?? schedule.lastRunNote;
          const badge = (
            <Badge variant={STATUS_BADGE[status] ?? 'outline'}>
              {labelOf(t.statuses, schedule.status)}
            </Badge>
          );
          return (
            <TableRow key={schedule.id}>
              <TableCell className="max-w-40 min-w-32 whitespace-normal sm:max-w-xs">
                <span className="font-medium break-words">{name}</span>
                <span className="block text-xs break-words text-muted-foreground">
                  {schedule.clientName} · {formatMoney(schedule.amount, schedule.currency)}
                </span>
                {/* Below md the Repeats column is hidden: how often rides under the template. */}
                <span className="block text-xs text-muted-foreground md:hidden">
                  {repeatsInWords(schedule)}
                </span>
              </TableCell>
              <TableCell className="hidden whitespace-normal md:table-cell">
                {repeatsInWords(schedule)}
                <span className="block text-xs text-muted-foreground">
                  {schedule.sendAutomatically ? t.sendsAutomatically : t.keptAsDrafts}
                </span>
              </TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">
                {schedule.nextRunOn ? formatDate(schedule.nextRunOn) : t.noNext}
                <span className="mt-1 block sm:hidden">{badge}</span>
              </TableCell>
              <TableCell className="hidden max-w-xs whitespace-normal sm:table-cell">
                {badge}
                {notice && <p className="mt-1 text-xs text-muted-foreground">{notice}</p>}
              </TableCell>
              <TableCell className="hidden text-right tabular-nums lg:table-cell">
                {t.issued(schedule.issuedCount, schedule.count ?? null)}
              </TableCell>
              <TableCell className="px-1 text-right whitespace-nowrap sm:px-2">
                <Button
                  variant="ghost"
                  size="icon"
                  className={iconButton}
                  aria-label={t.editLabel(name)}
                  onClick={() => onEdit(schedule)}
                >
                  <PencilIcon aria-hidden />
                </Button>
                {status === 'active' && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className={iconButton}
                    aria-label={t.pauseLabel(name)}
                    onClick={() => onPause(schedule)}
                  >
                    <PauseIcon aria-hidden />
                  </Button>
                )}
                {status === 'paused' && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className={iconButton}
                    aria-label={t.resumeLabel(name)}
                    onClick={() => onResume(schedule)}
                  >
                    <PlayIcon aria-hidden />
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  className={`${iconButton} hover:bg-destructive/10 hover:text-destructive`}
                  aria-label={t.deleteLabel(name)}
                  onClick={() => onDelete(schedule)}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
