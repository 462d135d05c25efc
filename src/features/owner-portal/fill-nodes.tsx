import { Fragment, type ReactNode } from 'react';

/**
 * A copy template with its placeholders filled by elements ("{supplier}, invoice of {date}" with the
 * supplier in a <bdi>), so a Latin name or reference inside a Hebrew sentence is laid out on its own.
 */
export function fillNodes(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = template.split(/(\{\w+\})/);
  return parts.map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    // The template's pieces never change order, so their index is a stable key.
    return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}
