import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { RefusalRule } from '@/components/moderation/RefusalMessage';
import { contentRefusalOf } from '@/domain/moderation';
import type { PublicationRule } from '@/shared/schemas/moderation';
import { Button } from '@/components/ui/Button';
import { DatePicker } from '@/components/ui/DatePicker';
import { PencilIcon } from '@/components/ui/Icon';
import { Switch } from '@/components/ui/Switch';
import { showAlert } from '@/lib/alerts';
import { useForm } from '@/lib/forms/use-form';
import { ApiError } from '@/lib/http';
import type { CurrentUser } from '@/shared/schemas/user';
import { useUpdateProfile } from '../api/update-profile';
import { birthdateBounds } from '../lib/birthdate';
import { ProfileFormSchema, profileFormValues } from '../lib/profile-form';
import styles from './Settings.module.css';
import { alertFailure } from '@/domain/failure-alert';

/** The settings form: display name, read-only e-mail, phone, birth date, marketing consent, gender. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const form = useForm(ProfileFormSchema, profileFormValues(user));
  const update = useUpdateProfile();
  const bounds = useMemo(() => birthdateBounds(), []);
  const { errors, field, errorId } = form;

  const [refusedRule, setRefusedRule] = useState<PublicationRule | null>(null);
  const onSubmit = form.handleSubmit(async (body) => {
    setRefusedRule(null);
    try {
      await update.mutateAsync(body);
      showAlert({ type: 'success', message: t`Profile updated` });
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'UsernameAlreadyTaken') {
        form.setFieldError('username', t`This username is already taken`);
        return;
      }
      // A username with a blocked word is refused with the rule it breaks, shown at the field.
      const refused = contentRefusalOf(error);
      if (refused) {
        setRefusedRule(refused.rule);
        form.setFieldError('username', refused.message);
        return;
      }
      alertFailure(error);
    }
  });

  const fieldError = (name: 'username' | 'phone' | 'birthdate' | 'gender') =>
    errors[name] ? (
      <p id={errorId(name)} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <section className={styles.card} aria-labelledby="profile-heading">
      <h2 id="profile-heading">
        <Trans>Profile</Trans>
      </h2>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="profile-username">
            <Trans>Display name</Trans>
          </label>
          <input id="profile-username" className={styles.input} type="text" autoComplete="username" {...field('username')} />
          {fieldError('username')}
          {refusedRule && errors.username ? <RefusalRule rule={refusedRule} /> : null}
        </div>

        <div className={styles.field}>
          <label className={styles.label} htmlFor="profile-email">
            <Trans>E-mail</Trans>
          </label>
          <div className={styles.withAction}>
            <input id="profile-email" className={styles.input} type="email" value={user.email} readOnly />
            <Link to="/account/settings/change-email" className={styles.editLink} aria-label={t`Change e-mail`}>
              <PencilIcon />
            </Link>
          </div>
        </div>

        <div className={styles.field}>
          <label className={styles.label} htmlFor="profile-phone">
            <Trans>Phone</Trans>
          </label>
          <input id="profile-phone" className={styles.input} type="tel" autoComplete="tel" placeholder="+48123456789" {...field('phone')} />
          {fieldError('phone')}
        </div>

        <div className={styles.field}>
          <label className={styles.label} htmlFor="profile-birthdate">
            <Trans>Birth date</Trans>
          </label>
          <DatePicker
            id="profile-birthdate"
            name="birthdate"
            value={form.values.birthdate}
            onChange={(value) => form.setValue('birthdate', value)}
            onBlur={field('birthdate').onBlur}
            min={bounds.min}
            max={bounds.max}
            defaultView={bounds.defaultView}
            placeholder={t`DD.MM.YYYY`}
            aria-invalid={Boolean(errors.birthdate)}
            aria-describedby={errors.birthdate ? errorId('birthdate') : undefined}
          />
          {fieldError('birthdate')}
        </div>

        <div className={styles.field}>
          <label className={styles.label} htmlFor="profile-gender">
            <Trans>Gender</Trans>
          </label>
          <select id="profile-gender" className={styles.input} {...field('gender')}>
            <option value="">{t`Not specified`}</option>
            <option value="male">{t`Male`}</option>
            <option value="female">{t`Female`}</option>
          </select>
          {fieldError('gender')}
        </div>

        <div className={`${styles.switchRow} ${styles.wide}`}>
          <span id="profile-consent-label">
            <Trans>I agree to receive marketing communications</Trans>
          </span>
          <Switch
            checked={form.values.marketing_consent}
            aria-labelledby="profile-consent-label"
            onCheckedChange={(checked) => form.setValue('marketing_consent', checked)}
          />
        </div>

        <div className={`${styles.actions} ${styles.wide}`}>
          <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
