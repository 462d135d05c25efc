import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const SIZES = { sm: 'size-9', md: 'size-11', lg: 'size-14' } as const;
const SHAPES = { rounded: 'rounded-xl', roundedLarge: 'rounded-2xl', circle: 'rounded-full' } as const;
const ICON_SIZES = { sm: 'size-4', md: 'size-6' } as const;

/** A decorative icon in a tile: size and shape by name, colours (and a margin) from className. */
export function IconBadge({
  icon: Icon,
  size = 'md',
  shape = 'rounded',
  iconSize = 'md',
  className,
}: {
  icon: LucideIcon;
  size?: keyof typeof SIZES;
  shape?: keyof typeof SHAPES;
  iconSize?: keyof typeof ICON_SIZES;
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={cn('flex shrink-0 items-center justify-center', SIZES[size], SHAPES[shape], className)}
    >
      {/* The tile hides it already: no aria-hidden of its own (an explicit undefined says so). */}
      <Icon aria-hidden={undefined} className={ICON_SIZES[iconSize]} />
    </span>
  );
}
