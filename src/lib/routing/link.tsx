import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * React Router's Link, without the `data-discover="true"` it writes on every link by default: only
 * its framework mode's route discovery reads that, and this site uses the declarative router (0.04 kB
 * gzip of every page's HTML).
 */
export function Link(props: ComponentProps<typeof RouterLink>) {
  return <RouterLink discover="none" {...props} />;
}
