import { staticPageHead } from '@/features/static-pages/lib/lazy-head';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { FaqPage } from '@/features/static-pages/components/FaqPage';
import { useHydrated } from '@/lib/use-hydrated';

export const Route = createFileRoute('/faq')({ head: staticPageHead('faq'), component: FaqRoute });

function FaqRoute() {
  // /faq#popular opens that answer, so a question can be linked to directly. A browser never sends the fragment to
  // the server: a server-rendered page hydrates without it and opens the answer right after.
  const hash = useLocation({ select: (location) => location.hash });
  const openId = useHydrated() ? hash : '';
  // Keyed by the answer to open: the accordion starts over with it open (its open entry is its own state).
  return <FaqPage key={openId} openId={openId || undefined} />;
}
