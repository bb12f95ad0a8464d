import { Button } from '@/components/button';
import Form from 'antd-mobile/es/components/form';
import Radio from 'antd-mobile/es/components/radio';
import Space from 'antd-mobile/es/components/space';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LimitedInput } from '@/components/input-limit';
import { ImageUpload } from '@/components/image-upload';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { useLeaveGuard } from '@/components/use-leave-guard';
import { ROUTES } from '@/lib/routes';
import { USERNAME_RULES } from '@/lib/validation';
import { BirthdayField } from './birthday-field';
import { NICKNAME_MAX, uploadAvatar, useUserInfoForm, type ProfileValues } from './use-user-info-form';
import { profileMessages as m } from './profile-messages';
import styles from './profile.module.css';
import { commonMessages } from '@/components/common-messages';
import { LimitedTextArea } from '@/components/limited-text-area';
import { RadioGroup } from '@/components/radio-group';

/** The shopper's profile: picture, username, nickname, gender, birthday and a few words. */
export default function UserInfoPage() {
  const intl = useIntl();
  const profile = useUserInfoForm();
  useLeaveGuard(profile.unsaved);
  return (
    <>
      <AppNavBar title={pageTitles.userInfo} />
      <main className={styles.page}>
        <section className={styles.avatarCard}>
          <ImageUpload
            label={intl.formatMessage(m.avatar)}
            maxCount={1}
            upload={uploadAvatar}
            defaultValue={profile.initialAvatar}
            onChange={profile.setAvatar}
            disabled={profile.pending}
          />
          <p className={styles.avatarLabel}>{intl.formatMessage(m.avatar)}</p>
        </section>
        <Form
          form={profile.form}
          layout="horizontal"
          mode="card"
          className={styles.form}
          initialValues={profile.initialValues}
          onValuesChange={(_changed, all: ProfileValues) => profile.valuesChanged(all)}
          onFinish={(values: ProfileValues) => void profile.submit(values)}
          footer={
            <Button block type="submit" color="primary" size="large" shape="rounded" loading={profile.pending} disabled={profile.pending || profile.avatarBusy}>
              {intl.formatMessage(commonMessages.save)}
            </Button>
          }
        >
          <Form.Item name="username" label={intl.formatMessage(m.username)} rules={profile.rules.username} validateTrigger="onBlur">
            <LimitedInput maxLength={USERNAME_RULES.max} autoComplete="username" clearable />
          </Form.Item>
          <Form.Item name="nickname" label={intl.formatMessage(m.nickname)} rules={profile.rules.nickname} validateTrigger="onBlur">
            <LimitedInput maxLength={NICKNAME_MAX} placeholder={intl.formatMessage(m.nicknamePlaceholder)} autoComplete="nickname" clearable />
          </Form.Item>
          <Form.Item name="gender" label={intl.formatMessage(m.gender)}>
            <RadioGroup>
              <div role="radiogroup" aria-label={intl.formatMessage(m.gender)} className={styles.genders}>
                <Space wrap>
                  <Radio value={1}>{intl.formatMessage(m.genderMale)}</Radio>
                  <Radio value={2}>{intl.formatMessage(m.genderFemale)}</Radio>
                  <Radio value={0}>{intl.formatMessage(m.genderUnknown)}</Radio>
                </Space>
              </div>
            </RadioGroup>
          </Form.Item>
          <Form.Item name="birthday" label={intl.formatMessage(m.birthday)}>
            <BirthdayField />
          </Form.Item>
          <Form.Item name="motto" label={intl.formatMessage(m.motto)} layout="vertical">
            <LimitedTextArea placeholder={intl.formatMessage(m.mottoPlaceholder)} autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
        </Form>
        <p className={styles.more}>
          <Link to={ROUTES.accountSettings}>{intl.formatMessage(m.security)}</Link>
        </p>
      </main>
    </>
  );
}
