import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { bannedHostsQueryOptions } from '@/features/moderation-editorial/api/get-banned-hosts';
import { watchedWordsQueryOptions } from '@/features/moderation-editorial/api/get-watched-words';
import { WordsPage } from '@/features/moderation-editorial/components/WordsPage';
import { privatePageHead } from '@/app/pages/private-page-head';

export const Route = createFileRoute('/moderation/words')({
  beforeLoad: signedInOnly,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(watchedWordsQueryOptions());
    void context.queryClient.prefetchQuery(bannedHostsQueryOptions());
  },
  head: privatePageHead('words'),
  component: WordsPage,
});
