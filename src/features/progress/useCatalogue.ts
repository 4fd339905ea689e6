/**
 * The exercise catalogue, for the views that show progress (My Progress, the section bars on the
 * /docs home): they load it at once. Not in ./useProgress.ts, which every page carries.
 */
import {startTransition, useEffect, useState} from 'react';
import {loadCatalogue, type Catalogue} from './catalogue';

export type CatalogueState = Readonly<{catalogue: Catalogue | null; failed: boolean}>;

/** The exercise catalogue, for the pages that show progress (they load it at once). */
export function useCatalogue(): CatalogueState {
  const [state, setState] = useState<CatalogueState>({catalogue: null, failed: false});
  useEffect(() => {
    let live = true;
    loadCatalogue().then(
        (catalogue) => live && startTransition(() => setState({catalogue, failed: false})),
        () => live && setState({catalogue: null, failed: true}),
      );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
