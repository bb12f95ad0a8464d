import type { Feedback, FeedbackType } from '@/api/types';
import { SERVER_TEXT, say } from '../data/server-texts';
import type { DemoLocale } from '../lib/locale';
import { gradeFor, VIP_GRADES, vipGrades } from '../data/marketing';
import { refuse } from '../lib/errors';
import { LIMITS } from '@/lib/constants';
import { images, integer, oneOf, page, paged, text } from '../lib/input';
import { toMoney } from '../lib/money';
import { now, settings } from '../lib/settings';
import { reply, route } from '../lib/route';
import { endAllSessions } from '../rules/auth';
import { checkCode, emailKey } from '../rules/codes';
import { avatarOf, EMAIL, PASSWORD, profileOf, totalSpend, uploadedAvatar, USERNAME } from '../rules/users';
import { nextId, type FeedbackRecord } from '../state/schema';

const FEEDBACK_TYPES: readonly FeedbackType[] = ['suggestion', 'problem', 'complaint', 'other'];

/** The shop answers feedback a little later; until then the reply is empty. */
function toFeedback(f: FeedbackRecord, locale: DemoLocale): Feedback {
  const due = f.createTime + settings.reviewAfter;
  const auto = f.reply === null && now() >= due;
  return {
    id: f.id,
    type: f.type,
    content: f.content,
    images: f.images,
    create_time: f.createTime,
    reply: auto ? say(SERVER_TEXT.feedbackReply, locale) : f.reply === null ? null : say(f.reply, locale),
    reply_time: auto ? due : f.replyTime,
  };
}

export const accountHandlers = [
  route('/api/account/userInfo', 'user', (ctx) => ({ userInfo: profileOf(ctx.db, ctx.user) })),
  route('/api/account/profile', 'user', (ctx) => {
    const { body, user, db } = ctx;
    if (integer(body, 'id') !== user.id) refuse('You can only edit your own profile');
    const username = text(body, 'username', { max: 16 });
    if (!USERNAME.test(username)) refuse('username must start with a letter and have 3 to 16 letters, digits or _');
    if (db.users.some((u) => u.id !== user.id && u.username.toLowerCase() === username.toLowerCase())) refuse('This username is already taken');
    const gender = integer(body, 'gender', { min: 0, max: 2 }) as 0 | 1 | 2;
    const birthday = text(body, 'birthday', { optional: true });
    if (birthday !== '' && (!/^\d{4}-\d{2}-\d{2}$/.test(birthday) || Number.isNaN(Date.parse(birthday)))) refuse('birthday must be a date like 1990-05-12');
    const avatar = text(body, 'avatar', { optional: true, max: 200000 });
    if (avatar !== '' && !/^(https?:\/\/|\/|data:image\/)/.test(avatar)) refuse('avatar must be an image URL');
    const kept = uploadedAvatar(user, avatar);
    Object.assign(user, {
      username,
      nickname: text(body, 'nickname', { max: 50 }),
      gender,
      birthday,
      motto: text(body, 'motto', { optional: true, max: LIMITS.inputMaxLength }),
      avatar: kept,
    });
    return reply(null, 'Profile saved');
  }),
  route('/api/account/changePassword', 'user', (ctx) => {
    const oldPassword = text(ctx.body, 'oldPassword', { max: 32 });
    const newPassword = text(ctx.body, 'newPassword', { max: 32 });
    if (ctx.user.password !== '' && ctx.user.password !== oldPassword) refuse('The old password is incorrect');
    if (!PASSWORD.test(newPassword)) refuse('newPassword must be 6 to 32 characters, without & < > " \'');
    ctx.user.password = newPassword;
    endAllSessions(ctx.db, ctx.user.id);
    return reply(null, 'Password changed, please login again');
  }),
  route('/api/account/changeEmail', 'user', (ctx) => {
    const email = text(ctx.body, 'email', { max: LIMITS.emailMaxLength }).toLowerCase();
    if (!EMAIL.test(email)) refuse('email is not a valid e-mail address');
    checkCode(ctx.db, emailKey(email, 'user_change_email'), text(ctx.body, 'captcha'), true);
    if (ctx.db.users.some((u) => u.id !== ctx.user.id && u.email.toLowerCase() === email)) refuse('This email is already registered');
    ctx.user.email = email;
    return reply(null, 'Email changed');
  }),
  route('/api/account/vipGradeList', 'user', (ctx) => {
    const spend = totalSpend(ctx.db, ctx.user);
    const grade = gradeFor(spend);
    const next = VIP_GRADES.find((g) => g.level === grade.level + 1);
    return { list: vipGrades(ctx.locale), current_level: grade.level, total_spend: toMoney(spend), next_level_gap: next ? toMoney(next.threshold - spend) : null };
  }),
  route('/api/account/feedback', 'user', (ctx) => {
    const record: FeedbackRecord = {
      id: nextId(ctx.db),
      userId: ctx.user.id,
      type: oneOf(ctx.body, 'type', FEEDBACK_TYPES),
      content: text(ctx.body, 'content', { min: 5, max: 500 }),
      images: images(ctx.body, 'images'),
      contact: text(ctx.body, 'contact', { optional: true, max: 100 }),
      createTime: now(),
      reply: null,
      replyTime: null,
    };
    ctx.db.feedback.push(record);
    return reply({ id: record.id }, 'Thank you for your feedback');
  }),
  route('/api/account/feedbackList', 'user', (ctx) => {
    const mine = ctx.db.feedback.filter((f) => f.userId === ctx.user.id).sort((a, b) => b.createTime - a.createTime || b.id - a.id);
    return paged(mine.map((f) => toFeedback(f, ctx.locale)), page(ctx.body));
  }),
  route('/api/Account/getInviteLog', 'user', (ctx) => {
    const mine = ctx.db.invites.filter((i) => i.inviterId === ctx.user.id).sort((a, b) => b.time - a.time);
    const entries = mine.flatMap((i) => {
      const u = ctx.db.users.find((x) => x.id === i.userId);
      return u ? [{ id: u.id, user_code: u.user_code, nickname: u.nickname, avatar: avatarOf(u), join_time: u.join_time, reward: toMoney(i.reward) }] : [];
    });
    return { ...paged(entries, page(ctx.body)), reward_total: toMoney(mine.reduce((n, i) => n + i.reward, 0)) };
  }),
];
