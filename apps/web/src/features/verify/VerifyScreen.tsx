import { VerifyMessages as M, VerifyRules, type VerifyResult } from '@dealdraft/domain';
import { CircleAlertIcon, CircleCheckIcon, FileSearchIcon, UploadIcon } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';

const t = strings.verify;

type Answer = { result: VerifyResult; acceptedAt: string | null; acceptedBy: string | null };
type State =
  | { step: 'idle' }
  | { step: 'checking'; name: string }
  | { step: 'answered'; name: string; answer: Answer }
  | { step: 'refused'; name: string; message: string };

const when = (iso: string) =>
  `${new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

/** POST /api/verify with the file as the raw body; the api's message when it refuses. */
async function check(file: File): Promise<Answer> {
  if (file.size > VerifyRules.maxBytes) throw new Error(M.tooLarge);
  const response = await fetch('/api/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/pdf' },
    body: file,
  }).catch(() => null);
  const body = (await response?.json().catch(() => ({}))) as { data?: Answer; message?: string };
  if (!response?.ok || !body.data)
    throw new Error(body.message?.replace(/^file: /, '') || t.failed);
  return body.data;
}

/** /verify: anyone drops a PDF and learns whether it is the version that was accepted, and when. */
export function VerifyScreen() {
  const inputId = useId();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [over, setOver] = useState(false);

  const run = async (file: File | undefined) => {
    if (!file) return;
    setState({ step: 'checking', name: file.name });
    try {
      setState({ step: 'answered', name: file.name, answer: await check(file) });
    } catch (error) {
      setState({ step: 'refused', name: file.name, message: (error as Error).message });
    }
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    void run(event.dataTransfer.files[0]);
  };

  return (
    <main id="main" className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:py-16">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.description}</p>
      </header>

      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="verify-drop"
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed bg-card px-6 py-12 text-center transition-colors hover:border-primary/60 focus-within:ring-2 focus-within:ring-ring',
          over && 'border-primary bg-primary/5',
        )}
      >
        <UploadIcon className="size-8 text-muted-foreground" aria-hidden />
        <span className="font-medium">{t.drop}</span>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          className="sr-only"
          onChange={(event) => {
            void run(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>

      <div aria-live="polite">
        {state.step === 'checking' && (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner label={t.checking} className="size-5" />
            {t.checking}
          </p>
        )}
        {state.step === 'answered' && <AnswerPanel name={state.name} answer={state.answer} />}
        {state.step === 'refused' && <Panel tone="bad" name={state.name} title={state.message} />}
      </div>
    </main>
  );
}

function AnswerPanel({ name, answer }: { name: string; answer: Answer }) {
  if (answer.result === 'accepted')
    return (
      <Panel
        tone="good"
        name={name}
        title={M.accepted}
        detail={
          answer.acceptedAt
            ? M.acceptedBy(answer.acceptedBy ?? '—', when(answer.acceptedAt))
            : undefined
        }
      />
    );
  return (
    <Panel
      tone={answer.result === 'altered' ? 'bad' : 'neutral'}
      name={name}
      title={M[answer.result]}
    />
  );
}

function Panel({
  tone,
  name,
  title,
  detail,
}: {
  tone: 'good' | 'bad' | 'neutral';
  name: string;
  title: string;
  detail?: string;
}) {
  const Icon =
    tone === 'good' ? CircleCheckIcon : tone === 'bad' ? CircleAlertIcon : FileSearchIcon;
  return (
    <section
      role={tone === 'good' ? 'status' : 'alert'}
      data-testid="verify-result"
      data-result={tone}
      className={cn(
        'flex items-start gap-3 rounded-xl border px-4 py-4',
        tone === 'good' &&
          'border-emerald-600/40 bg-emerald-600/10 text-emerald-900 dark:text-emerald-100',
        tone === 'bad' && 'border-destructive/40 bg-destructive/10 text-destructive',
        tone === 'neutral' && 'bg-muted/50',
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">{title}</p>
        {detail && <p>{detail}</p>}
        <p className="text-sm break-all opacity-80">{t.checkedFile(name)}</p>
      </div>
    </section>
  );
}
