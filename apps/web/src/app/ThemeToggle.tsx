import { MoonIcon, SunIcon } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { strings } from '@/strings';
import { useTheme } from './theme';

const t = strings.app.theme;

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t.toggle}
      title={theme === 'dark' ? t.switchToLight : t.switchToDark}
      onClick={toggleTheme}
    >
      {theme === 'dark' ? <SunIcon aria-hidden /> : <MoonIcon aria-hidden />}
    </Button>
  );
}
