import type { ComponentPropsWithoutRef } from 'react';
import { InstagramIcon, YoutubeIcon } from '@/components/ui/brand-icons';
import { COMPANY } from '@/config/company';

const SOCIAL_LINKS = [
  { id: 'instagram', href: COMPANY.instagramUrl, Icon: InstagramIcon },
  { id: 'youtube', href: COMPANY.youtubeUrl, Icon: YoutubeIcon },
] as const;

type SocialId = (typeof SOCIAL_LINKS)[number]['id'];

interface SocialLinksProps extends ComponentPropsWithoutRef<'ul'> {
  /** Accessible name of each icon link, in the page's language. */
  labels: Record<SocialId, string>;
  linkClassName: string;
}

/** The company's social profiles as icon links opening in a new tab (footer, contact page). */
export function SocialLinks({ labels, linkClassName, ...listProps }: SocialLinksProps) {
  return (
    <ul {...listProps}>
      {SOCIAL_LINKS.map(({ id, href, Icon }) => (
        <li key={id}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={labels[id]} className={linkClassName}>
            <Icon aria-hidden className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
