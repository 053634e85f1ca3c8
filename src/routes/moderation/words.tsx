import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { bannedHostsQueryOptions, watchedWordsQueryOptions } from '@/features/moderation-editorial/api/content-rules';
import { WordsPage } from '@/features/moderation-editorial/components/WordsPage';

export const Route = createFileRoute('/moderation/words')({
  beforeLoad: signedInOnly,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(watchedWordsQueryOptions());
    void context.queryClient.prefetchQuery(bannedHostsQueryOptions());
  },
  component: WordsPage,
});
