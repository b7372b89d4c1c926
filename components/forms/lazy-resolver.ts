import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose zod schema (and zod itself, about 25 kB gzipped, plus the
 * schema's construction) loads when the form is first validated, not with the page: the form page
 * becomes interactive sooner on a slow phone. `warm()` starts the load early, on the first focus.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): { resolver: Resolver<Input, unknown, Output>; warm: () => void } {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  const warm = () => {
    loaded ??= load();
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    warm();
    return (await loaded!)(values, context, options);
  };
  return { resolver, warm };
}
