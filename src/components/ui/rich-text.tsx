import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { LinkTarget, RichText as RichTextValue } from '@/lib/i18n/rich-text';
import { localizedPath } from '@/lib/routing/routes';

const LINK_CLASS = 'font-medium underline underline-offset-2';
/** The links' colour unless the caller gives its own (on a dark band, say). */
const LINK_COLOUR = 'text-brand-700 hover:text-brand-900';

function RichLink({ to, text, className }: { to: LinkTarget; text: string; className?: string }) {
  const { lang } = useI18n();
  if (typeof to === 'object') {
    return (
      <Link to={`${localizedPath(lang, to.route, to.slug)}${to.hash ? `#${to.hash}` : ''}`} className={className}>
        {text}
      </Link>
    );
  }
  if (to.startsWith('https:')) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={className}>
        {text}
      </a>
    );
  }
  // E-mail addresses and phone numbers read left to right inside Hebrew text.
  return (
    <a href={to} dir="ltr" className={className}>
      {text}
    </a>
  );
}

/** Renders copy written with rich`...`: text with inline links and emphasis, in the copy's own order. */
export function RichText({ value, linkClassName }: { value: RichTextValue | string; linkClassName?: string }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      {value.nodes.map((node, index) => {
        if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
        if (node.kind === 'strong') return <strong key={index}>{node.text}</strong>;
        if (node.kind === 'em') return <em key={index}>{node.text}</em>;
        return (
          <RichLink
            key={index}
            to={node.to}
            text={node.text}
            className={cn(LINK_CLASS, linkClassName ?? LINK_COLOUR)}
          />
        );
      })}
    </>
  );
}
