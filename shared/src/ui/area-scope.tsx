import { createContext, useContext, type ReactNode } from 'react';
import AREA from './area.json';

/**
 * Every remote's CSS is scoped at build time to `[data-kora-area="<app>"]` (shared/build): it styles
 * only what renders inside its own area, and stays inert outside it, after the remote unmounts too.
 */
export const AREA_ATTRIBUTE = AREA.attribute;

const AreaContext = createContext<string | null>(null);

/** The area a component renders in (null in the shell's own tree). */
export function useArea(): string | null {
  return useContext(AreaContext);
}

/** Marks a remote's area without adding a box to the layout. */
export function AreaScope({ area, children }: { area: string | null; children: ReactNode }) {
  if (!area) return <>{children}</>;
  return (
    <AreaContext.Provider value={area}>
      <div {...{ [AREA_ATTRIBUTE]: area }} style={{ display: 'contents' }}>
        {children}
      </div>
    </AreaContext.Provider>
  );
}
