import { SUBMISSION_STATUSES, TEXT_LIMITS } from '@core/schemas/forms';
import type { Submission } from '@core/schemas/submissions';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { maxLength, required } from '../_kit/forms/checks';
import { SelectField, TextAreaField } from '../_kit/forms/fields';
import { Form, FormError, SubmitButton } from '../_kit/forms/form';
import { useForm } from '../_kit/forms/useForm';
import { newsroomPath, submissionPath } from '../_kit/requests/paths';
import { useRequestTexts } from '../_kit/requests/texts';
import { useRuntime } from '../runtime';

/**
 * The newsroom's review of a submission: a new status and an answer for the sender
 * (`PUT {product}/form/submission/{id}.json`, `{status, answer?}`; the server e-mails the sender).
 * The server's message is toasted; the list and the opened submission are read again.
 */
export function Review({ submission }: { submission: Submission }) {
  const runtime = useRuntime();
  const client = useQueryClient();
  const { t, status } = useRequestTexts();
  const headingId = useId();
  const form = useForm({
    initial: { status: submission.status as string, answer: '' },
    rules: {
      status: { checks: [required('kit.forms:choose')] },
      answer: { checks: [maxLength(TEXT_LIMITS.long)] },
    },
    onSubmit: async (values) => {
      const answer = values.answer.trim();
      const body = { status: values.status, ...(answer ? { answer } : {}) };
      const result = await runtime.send<{ message: string; data: Submission }>(
        'PUT',
        submissionPath(runtime.product, submission._id),
        body,
        { quiet: true },
      );
      runtime.toast(result.message, 'success');
      form.reset({ status: result.data?.status ?? values.status, answer: '' });
      await Promise.all([
        client.invalidateQueries({ queryKey: ['api', newsroomPath(runtime.product)] }),
        client.invalidateQueries({ queryKey: ['api', submissionPath(runtime.product, submission._id)] }),
      ]);
    },
  });
  return (
    <>
      <h4 id={headingId}>{t('admin.review')}</h4>
      <Form form={form} aria-labelledby={headingId} autoFocus={false}>
        <SelectField
          name="status"
          label={t('admin.newStatus')}
          required
          options={SUBMISSION_STATUSES.map((s) => ({ value: s, label: status(s) }))}
        />
        <TextAreaField
          name="answer"
          label={t('admin.answer')}
          hint={t('admin.answerHint')}
          maxLength={TEXT_LIMITS.long}
          rows={4}
        />
        <FormError />
        <SubmitButton>{t('admin.save')}</SubmitButton>
      </Form>
    </>
  );
}
