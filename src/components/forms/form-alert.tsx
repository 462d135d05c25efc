import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A red alert box with an icon, for what stops a form from being sent. */
export function FormAlert({
  icon: Icon,
  testId,
  children,
}: {
  icon: LucideIcon;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      {children}
    </div>
  );
}
