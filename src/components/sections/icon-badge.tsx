import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A decorative icon in a tile; colours, size and shape come from className (rounded-xl by default). */
export function IconBadge({
  icon: Icon,
  className,
  iconClassName,
}: {
  icon: LucideIcon;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <span aria-hidden className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', className)}>
      <Icon className={cn('size-6', iconClassName)} />
    </span>
  );
}
