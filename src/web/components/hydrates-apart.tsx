import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered or prerendered page that the browser takes over on its own: React
 * leaves each Suspense boundary of the HTML as it is and hydrates it in a pass of its own, at low
 * priority, so a page is taken over in several short tasks rather than one long one (a phone keeps
 * answering taps meanwhile; a tap on a part not yet taken over hydrates that part first).
 * Nothing shows differently: the part renders at once when its code is there, which it is for a
 * page's first render (main.tsx).
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
