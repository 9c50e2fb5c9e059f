import { Copy } from '@dealdraft/domain';
import { ArrowLeftIcon, FileQuestionIcon, HomeIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PublicLayout } from '@/app/PublicLayout';
import { Button } from '@/components/ui/Button';
import { MessageScreen } from '@/components/ui/MessageScreen';
import { strings } from '@/strings';

const t = strings.app.notFound;

/** React Router numbers its history entries; 0 means this page was opened directly. */
function hasHistory(): boolean {
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}

export function NotFoundPage() {
  const navigate = useNavigate();
  // Going back from a page opened directly would leave the app, so go home instead.
  const goBack = () => void (hasHistory() ? navigate(-1) : navigate('/', { replace: true }));

  return (
    <PublicLayout>
      <MessageScreen
        icon={FileQuestionIcon}
        title={Copy.notFound.title}
        description={t.description}
        footnote={t.footnote}
      >
        <Button asChild>
          <Link to="/">
            <HomeIcon aria-hidden />
            {t.goHome}
          </Link>
        </Button>
        <Button variant="outline" onClick={goBack}>
          <ArrowLeftIcon aria-hidden />
          {t.goBack}
        </Button>
      </MessageScreen>
    </PublicLayout>
  );
}
