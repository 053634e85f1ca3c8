import { createFileRoute, useLocation } from '@tanstack/react-router';
import { FaqPage } from '@/features/static-pages/components/FaqPage';

export const Route = createFileRoute('/faq')({ component: FaqRoute });

function FaqRoute() {
  // /faq#popular opens that answer, so a question can be linked to directly.
  const hash = useLocation({ select: (location) => location.hash });
  return <FaqPage openId={hash || undefined} />;
}
