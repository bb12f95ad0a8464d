import { useGetInviteLogInfiniteQuery, useUserInfoQuery } from '@/api/account/endpoints';
import { useGetInviteTemplateQuery } from '@/api/common/endpoints';
import { useCopy } from '@/components/use-copy';
import { PAGE_SIZE } from '@/components/use-infinite-list';
import { ROUTES } from '@/lib/routes';
import { shareLink } from '@/lib/share-sheet';
import { useAppSelector } from '@/state/hooks';
import { selectUserCode } from '@/state/session-slice';

/** The link a friend opens: the home page carrying only the sharer's public user code, never a token. */
export function inviteLink(origin: string, userCode: string): string {
  const url = new URL(ROUTES.home, origin);
  url.searchParams.set('sharer_user_code', userCode);
  return url.href;
}

export function useShare() {
  const userCode = useAppSelector(selectUserCode);
  // A session saved before user codes existed: ask the server for the profile (it carries userCode).
  const profile = useUserInfoQuery(undefined, { skip: userCode !== '' });
  const template = useGetInviteTemplateQuery();
  // The invite log's first page (the same cache entry as the list page's), for the summary.
  const log = useGetInviteLogInfiniteQuery({ limit: PAGE_SIZE }).data?.pages.at(0);
  const copy = useCopy();
  const link = userCode ? inviteLink(window.location.origin, userCode) : '';
  const shareText = template.data?.share_text ?? '';
  const canShare = typeof navigator.share === 'function';

  const share = () => {
    if (!link) return;
    // Cancelled or refused: the copy button is right there.
    void shareLink({ title: template.data?.title ?? '', text: shareText, url: link });
  };

  return {
    userCode,
    link,
    profileLoading: profile.isFetching,
    retryProfile: () => void profile.refetch(),
    template,
    invitedCount: log?.total,
    rewardTotal: log?.reward_total,
    canShare,
    share,
    copyLink: () => copy(shareText ? `${shareText} ${link}` : link),
    copyCode: () => copy(userCode),
  };
}
