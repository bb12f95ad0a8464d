import Form from 'antd-mobile/es/components/form';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useProfileMutation, useUserInfoQuery } from '@/api/account/endpoints';
import type { UserInfo } from '@/api/types';
import type { UploadSummary } from '@/components/image-upload';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { useSingleFlight } from '@/components/use-single-flight';
import { imageFileToDataUrl } from '@/lib/image-data-url';
import { formRule, validateMaxLength, validateRequired, validateUsername } from '@/lib/validation';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectUserInfo } from '@/state/session-slice';
import { toastRequested } from '@/state/ui-slice';
import { profileMessages } from './profile-messages';

export interface ProfileValues {
  username: string;
  nickname: string;
  gender: 0 | 1 | 2;
  birthday: string;
  motto: string;
}

/** An avatar is small on screen: 256 px keeps the request light (the server takes ~150 kB). */
const AVATAR_EDGE_PX = 256;
/** What the server keeps of a nickname; the box holds no more, so its counter and the rule agree. */
export const NICKNAME_MAX = 50;

export const uploadAvatar = (file: File) => imageFileToDataUrl(file, AVATAR_EDGE_PX);

const valuesOf = (user: UserInfo | null): ProfileValues => ({
  username: user?.username ?? '',
  nickname: user?.nickname ?? '',
  gender: user?.gender ?? 0,
  birthday: user?.birthday ?? '',
  motto: user?.motto ?? '',
});

/** The profile form: picture, names, gender, birthday and motto, saved with /api/account/profile. */
export function useUserInfoForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserInfo);
  // Subscribed so a save (which invalidates 'User') fetches and re-saves the user.
  useUserInfoQuery();
  const [form] = Form.useForm<ProfileValues>();
  // What a reload or an expired session gives back (use-form-draft.ts); the picture is picked again.
  const draft = useFormDraft<ProfileValues>('profile', ['username', 'nickname', 'gender', 'birthday', 'motto']);
  const [held] = useState(() => valuesOf(user));
  const [initialValues] = useState(() => draft.initial(held));
  const { clear: clearDraft, keep: keepDraft } = draft;
  const [avatar, setAvatar] = useState<UploadSummary>(() => ({ urls: user?.avatar ? [user.avatar] : [], uploading: 0, failed: 0 }));
  // What the server holds and what the form shows: they differ while there is something to save.
  const [saved, setSaved] = useState(() => ({ values: held, avatar: user?.avatar ?? '' }));
  const [current, setCurrent] = useState(initialValues);
  const unsaved =
    avatar.uploading > 0 ||
    (avatar.urls.at(0) ?? '') !== saved.avatar ||
    (Object.keys(current) as (keyof ProfileValues)[]).some((key) => current[key] !== saved.values[key]);
  const [saveProfile] = useProfileMutation();

  const save = useCallback(
    async (values: ProfileValues) => {
      if (!user) return;
      if (avatar.uploading > 0) {
        dispatch(toastRequested({ text: { message: profileMessages.uploading } }));
        return;
      }
      const sent = {
        username: values.username.trim(),
        nickname: values.nickname.trim(),
        gender: values.gender,
        birthday: values.birthday,
        motto: values.motto.trim(),
      };
      const result = await saveProfile({ id: user.id, avatar: avatar.urls.at(0) ?? '', ...sent });
      if ('error' in result) return;
      setSaved({ values: values, avatar: avatar.urls.at(0) ?? '' });
      clearDraft();
      dispatch(toastRequested({ text: { message: profileMessages.saved }, icon: 'success' }));
    },
    [avatar, clearDraft, dispatch, saveProfile, user],
  );
  const [submit, pending] = useSingleFlight(save);

  return {
    form,
    user,
    initialValues,
    initialAvatar: user?.avatar ? [user.avatar] : [],
    setAvatar,
    valuesChanged: (all: ProfileValues) => {
      setCurrent(all);
      keepDraft(null, all);
    },
    unsaved,
    avatarBusy: avatar.uploading > 0,
    submit,
    pending,
    rules: {
      username: [formRule(intl, validateUsername)],
      nickname: [formRule(intl, validateRequired), formRule(intl, validateMaxLength(NICKNAME_MAX))],
    },
  };
}
