import { useQuery } from '@apollo/client/react';
import { CircleCheckIcon, CircleIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { SetupProgressDocument, type SetupProgressQuery } from '@/generated/graphql';
import { readLocalSetting, writeLocalSetting } from '@/lib/local-setting';
import { strings } from '@/strings';

const t = strings.dashboard.setup;

/** Hidden per workspace on this device: a person who knows their way round need not see it. */
const hiddenKey = (workspaceId: string) => `dealdraft-setup-hidden:${workspaceId}`;

type Step = { label: string; to: string; done: boolean };

export function setupSteps(data: SetupProgressQuery): Step[] {
  return [
    {
      label: t.steps.profile,
      to: '/workspace',
      done: Boolean(data.workspace.address?.trim() && data.workspace.email?.trim()),
    },
    { label: t.steps.taxRates, to: '/workspace', done: data.taxRates.length > 0 },
    { label: t.steps.client, to: '/clients', done: data.clients.totalCount > 0 },
    { label: t.steps.proposal, to: '/proposals', done: data.proposals.totalCount > 0 },
  ];
}

/**
 * A new workspace's first steps (business details, tax rates, a client, a proposal), each a
 * link to where it is done, above the figures: a new user's dashboard is otherwise all zeros.
 * Gone once every step is done, or when hidden.
 */
export function SetupChecklist() {
  const { data } = useQuery(SetupProgressDocument, { fetchPolicy: 'cache-and-network' });
  const [hidden, setHidden] = useState(false);
  if (!data || hidden) return null;
  const key = hiddenKey(data.workspace.id);
  if (readLocalSetting(key) === '1') return null;
  const steps = setupSteps(data);
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  return (
    <Card className="mb-6" aria-labelledby="setup-checklist-title">
      <CardHeader className="flex flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle id="setup-checklist-title">{t.title}</CardTitle>
          <CardDescription>
            {t.description} {t.progress(done, steps.length)}
          </CardDescription>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t.hide}
          onClick={() => {
            writeLocalSetting(key, '1');
            setHidden(true);
          }}
        >
          <XIcon aria-hidden />
        </Button>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2 sm:grid-cols-2">
          {steps.map((step) => (
            <li key={step.label}>
              <Link
                to={step.to}
                className="flex items-center gap-2.5 rounded-lg border px-3 py-2.5 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring"
              >
                {step.done ? (
                  <CircleCheckIcon className="size-4 shrink-0 text-success" aria-hidden />
                ) : (
                  <CircleIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                )}
                <span className={step.done ? 'text-muted-foreground line-through' : 'font-medium'}>
                  {step.label}
                </span>
                {step.done && <span className="sr-only">{t.done}</span>}
              </Link>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
