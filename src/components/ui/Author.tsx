import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { UserSummary } from '@/shared/schemas/common';

/** Names authors as shown: a deleted account's placeholder name is nobody's to read. */
export function useAuthorName(): (user: UserSummary) => string {
  const { t } = useLingui();
  return (user) => (user.is_deleted ? t`Deleted user` : user.username);
}

interface AuthorLinkProps {
  user: UserSummary;
  className?: string;
  children: ReactNode;
}

/** A deal's or comment's author, linked to their profile; a deleted account has no profile, so nothing to open. */
export function AuthorLink({ user, className, children }: AuthorLinkProps) {
  if (user.is_deleted) return <span className={className}>{children}</span>;
  return (
    <Link to="/profile/$id" params={{ id: String(user.id) }} className={className}>
      {children}
    </Link>
  );
}
