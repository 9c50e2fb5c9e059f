import { Copy } from '@dealdraft/domain';
import { LogOutIcon } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/Dialog';
import { strings } from '@/strings';
import { useLogout } from '../hooks/useLogout';

const t = strings.auth.logout;

/** Logout, after confirming in a dialog (spec §2, profile). */
export function LogoutButton() {
  const { logout, loggingOut } = useLogout();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          <LogOutIcon aria-hidden />
          {t.logout}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{Copy.logout.title}</DialogTitle>
          <DialogDescription>{Copy.logout.text}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t.stay}</Button>
          </DialogClose>
          <Button disabled={loggingOut} onClick={() => void logout()}>
            {t.logout}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
