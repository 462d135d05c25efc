import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { FieldValues, Resolver } from 'react-hook-form';

type StandardSchema = Parameters<typeof standardSchemaResolver>[0];

/**
 * A react-hook-form resolver whose schema module is loaded on the first validation. Forms that every
 * page shows (the footer newsletter) keep zod out of the initial JavaScript this way; zod implements
 * Standard Schema, so the small standard-schema resolver validates with it.
 */
export function lazySchemaResolver<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<StandardSchema>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | null = null;
  return async (values, context, options) => {
    resolver ??= loadSchema().then(
      (schema) => standardSchemaResolver(schema) as unknown as Resolver<Input, unknown, Output>,
    );
    return (await resolver)(values, context, options);
  };
}
