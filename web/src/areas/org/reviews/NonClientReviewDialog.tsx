import { useEffect, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import { FormDialog } from '../../../ui/FormDialog';
import { TextInput } from '../../../ui/fields/TextInput';
import { DateInput } from '../../../ui/fields/DateInputs';
import { SelectInput, type Option } from '../../../ui/fields/SelectInput';
import { DIALOG_WIDTHS } from '../../../ui/Dialog';
import { asRequestError } from '../../../platform/relay/errors';
import { RATING_OPTIONS } from './ratings';
import type { NonClientReviewDialogCreateMutation } from './__generated__/NonClientReviewDialogCreateMutation.graphql';
import type { NonClientReviewDialogUpdateMutation } from './__generated__/NonClientReviewDialogUpdateMutation.graphql';

export interface ReviewForm {
  id: number | null;
  firstName: string;
  lastName: string;
  rating: string;
  date: string;
  teamId: string;
  userId: string;
}

export const EMPTY_REVIEW: ReviewForm = { id: null, firstName: '', lastName: '', rating: '', date: '', teamId: '', userId: '' };

/** spec 8: "Non-client review with a missing field: alert 'Please fill out all fields'; nothing sent". */
export const FILL_ALL_FIELDS = 'Please fill out all fields';

/**
 * spec 3 §2.12 Non-Client Review dialog (admins): firstName, lastName, rating, date, team and
 * user, all required. After a create the form resets and the dialog stays open; after an
 * update it closes.
 */
export function NonClientReviewDialog({ open, onOpenChange, initial, teams, users, onSaved }: { open: boolean; onOpenChange: (open: boolean) => void; initial: ReviewForm; teams: Option[]; users: Option[]; onSaved: () => void }) {
  const [form, setForm] = useState<ReviewForm>(initial);
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useMutationPromise<NonClientReviewDialogCreateMutation>(graphql`
    mutation NonClientReviewDialogCreateMutation($review: ReviewInput!) {
      createReview(review: $review) {
        reviewId
      }
    }
  `);
  const [update, updating] = useMutationPromise<NonClientReviewDialogUpdateMutation>(graphql`
    mutation NonClientReviewDialogUpdateMutation($review: ReviewInput!) {
      updateReview(review: $review) {
        reviewId
        rating
      }
    }
  `);
  const initialKey = JSON.stringify(initial);
  useEffect(() => {
    if (open) {
      setForm(JSON.parse(initialKey) as ReviewForm);
      setError(null);
    }
  }, [open, initialKey]);
  const set = (patch: Partial<ReviewForm>) => setForm((f) => ({ ...f, ...patch }));

  async function submit() {
    if (!form.firstName.trim() || !form.lastName.trim() || !form.rating || !form.date || !form.teamId || !form.userId) {
      setError(FILL_ALL_FIELDS);
      return;
    }
    setError(null);
    const review = { id: form.id, firstName: form.firstName.trim(), lastName: form.lastName.trim(), rating: Number(form.rating), date: form.date, teamId: Number(form.teamId), userId: Number(form.userId) };
    try {
      if (form.id === null) {
        await create({ review });
        setForm(EMPTY_REVIEW);
      } else {
        await update({ review });
        onOpenChange(false);
      }
      onSaved();
    } catch (e) {
      setError(asRequestError(e).message);
    }
  }

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={form.id === null ? 'Non-Client Review' : 'Edit Non-Client Review'} maxWidth={DIALOG_WIDTHS.popup} formId="non-client-review-form" saving={creating || updating} onSubmit={submit} formError={error}>
      <TextInput label="First Name" value={form.firstName} onChange={(v) => set({ firstName: v })} />
      <TextInput label="Last Name" value={form.lastName} onChange={(v) => set({ lastName: v })} />
      <SelectInput label="Rating" value={form.rating} onChange={(v) => set({ rating: v })} options={RATING_OPTIONS} />
      <DateInput label="Date" value={form.date} onChange={(v) => set({ date: v })} />
      <SelectInput label="Team" value={form.teamId} onChange={(v) => set({ teamId: v })} options={teams} />
      <SelectInput label="User" value={form.userId} onChange={(v) => set({ userId: v })} options={users} />
    </FormDialog>
  );
}
