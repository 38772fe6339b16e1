import { contentErrors } from '../match/content-api.ts';
import { usePolling } from './use-polling.ts';

/** Under `serve --watch`: the mistakes of the last content edit, while new matches keep the last good content. */
export function ContentErrors() {
  const errors = usePolling(contentErrors, 5000);
  if (!errors.data?.length) return null;
  return (
    <section className="panel error" role="alert" data-testid="content-errors">
      <p>
        The content has {errors.data.length} error{errors.data.length === 1 ? '' : 's'}: new matches use the last good content until
        {errors.data.length === 1 ? ' it is' : ' they are'} fixed.
      </p>
      <pre>{errors.data.join('\n')}</pre>
    </section>
  );
}
