import { useEffect, useState } from 'react';
import { Flex, Grid } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { DIALOG_WIDTHS } from '../../../ui/Dialog';
import { FormDialog } from '../../../ui/FormDialog';
import { TextInput } from '../../../ui/fields/TextInput';
import { NumberInput, toInteger } from '../../../ui/fields/NumberInput';
import { CheckboxInput } from '../../../ui/fields/CheckboxInput';
import { MultiSelectInput } from '../../../ui/fields/MultiSelectInput';
import { NO_ERRORS, toFormErrors, type FormErrors } from '../../../ui/formErrors';
import { useUpsertUser } from './UpsertUserMutation';
import type { UserDialog_user$key, UserDialog_user$data } from './__generated__/UserDialog_user.graphql';
import type { UserDialog_organization$key } from './__generated__/UserDialog_organization.graphql';
import type { UserInput } from './__generated__/UpsertUserMutation.graphql';

export interface UserForm {
  firstName: string;
  lastName: string;
  staffCode: string;
  email: string;
  password: string;
  saContactId: string;
  capacity: string;
  active: boolean;
  teamIds: string[];
  roleIds: string[];
  officeIds: string[];
  departmentIds: string[];
}

/** spec 3 §2.10: Capacity defaults to 0 and Active to on. */
export const EMPTY_USER_FORM: UserForm = {
  firstName: '',
  lastName: '',
  staffCode: '',
  email: '',
  password: '',
  saContactId: '',
  capacity: '0',
  active: true,
  teamIds: [],
  roleIds: [],
  officeIds: [],
  departmentIds: [],
};

function formFromUser(u: UserDialog_user$data): UserForm {
  return {
    firstName: u.firstName,
    lastName: u.lastName,
    staffCode: u.staffCode ?? '',
    email: u.email ?? '',
    password: '',
    saContactId: u.saContactId === null || u.saContactId === undefined ? '' : String(u.saContactId),
    capacity: String(u.capacity),
    active: u.active,
    teamIds: u.teams.map((t) => String(t.teamId)),
    roleIds: u.roles.map((r) => String(r.roleId)),
    officeIds: u.offices.map((o) => String(o.officeId)),
    departmentIds: u.departments.map((d) => String(d.departmentId)),
  };
}

/**
 * spec 3 §5 user save: saContactId and capacity become integers, display fields are not
 * sent, an empty password is omitted. An edit sends the version its form was loaded at.
 */
export function userInputFromForm(form: UserForm, organizationId: number, userId: number | null, expectedVersion: number | null = null): UserInput {
  const input: UserInput = {
    organizationId,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    staffCode: form.staffCode.trim() || null,
    email: form.email.trim(),
    saContactId: toInteger(form.saContactId),
    capacity: toInteger(form.capacity) ?? 0,
    active: form.active,
    teamIds: form.teamIds.map(Number),
    roleIds: form.roleIds.map(Number),
    officeIds: form.officeIds.map(Number),
    departmentIds: form.departmentIds.map(Number),
  };
  if (userId !== null) input.userId = userId;
  if (userId !== null && expectedVersion !== null) input.expectedVersion = expectedVersion;
  if (form.password !== '') input.password = form.password;
  return input;
}

const FIELDS = ['firstName', 'lastName', 'staffCode', 'email', 'password', 'saContactId', 'capacity', 'teamIds', 'roleIds', 'officeIds', 'departmentIds'] as const;

/** spec 3 §2.10: the New User / Edit User dialog (max width 500). */
export function UserDialog({
  open,
  onOpenChange,
  organization,
  user,
  organizationId,
  onSaved,
  onReload,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organization: UserDialog_organization$key;
  user: UserDialog_user$key | null;
  organizationId: number;
  onSaved: () => void;
  /** Refetches the page's query, so that `user` holds the newest values and version. */
  onReload: () => Promise<void>;
}) {
  const options = useFragment(
    graphql`
      fragment UserDialog_organization on Organization {
        teams(includeInactive: true) {
          teamId
          name
          active
        }
        roles {
          roleId
          name
        }
        offices {
          officeId
          name
        }
        departments {
          departmentId
          name
        }
      }
    `,
    organization,
  );
  const editing = useFragment(
    graphql`
      fragment UserDialog_user on User {
        userId
        version
        firstName
        lastName
        staffCode
        email
        saContactId
        capacity
        active
        teams {
          teamId
        }
        roles {
          roleId
        }
        offices {
          officeId
        }
        departments {
          departmentId
        }
      }
    `,
    user,
  );
  const [form, setForm] = useState<UserForm>(EMPTY_USER_FORM);
  const [loadedVersion, setLoadedVersion] = useState<number | null>(null);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [save, saving] = useUpsertUser();
  const [reloading, setReloading] = useState(false);
  const [loads, setLoads] = useState(0);

  // spec 3 §4: opening sets new or edit mode; saving or cancelling resets the form. Live
  // refetches update `editing` while someone types: only opening and Reload (`loads`) load
  // the form and the version its save is checked against.
  useEffect(() => {
    if (open) {
      setForm(editing ? formFromUser(editing) : EMPTY_USER_FORM);
      setLoadedVersion(editing?.version ?? null);
      setErrors(NO_ERRORS);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, editing?.userId, loads]);

  async function reload() {
    setReloading(true);
    try {
      await onReload();
      setLoads((n) => n + 1);
    } finally {
      setReloading(false);
    }
  }

  const set = <K extends keyof UserForm>(key: K) => (value: UserForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

  async function submit() {
    setErrors(NO_ERRORS);
    try {
      await save({ user: userInputFromForm(form, organizationId, editing?.userId ?? null, loadedVersion) });
      onSaved();
      onOpenChange(false);
    } catch (e) {
      // CONVENTIONS 14: keep what the user typed and show the server's message.
      setErrors(toFormErrors(e, FIELDS));
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit User' : 'New User'}
      maxWidth={DIALOG_WIDTHS.user}
      formId="user-form"
      saving={saving}
      onSubmit={submit}
      formError={errors.form}
      onReload={errors.conflict ? reload : undefined}
      reloading={reloading}
    >
      <Grid columns="2" gap="3">
        <TextInput label="First Name" value={form.firstName} onChange={set('firstName')} error={errors.fields.firstName} required />
        <TextInput label="Last Name" value={form.lastName} onChange={set('lastName')} error={errors.fields.lastName} required />
        <TextInput label="Staff Code" value={form.staffCode} onChange={set('staffCode')} error={errors.fields.staffCode} />
        <TextInput label="Email" type="email" value={form.email} onChange={set('email')} error={errors.fields.email} required autoComplete="off" />
        <TextInput
          label="Password"
          type="password"
          value={form.password}
          onChange={set('password')}
          error={errors.fields.password}
          autoComplete="new-password"
          hint={editing ? 'Leave blank to keep the current password' : undefined}
        />
        <NumberInput label="SA Contact ID" value={form.saContactId} onChange={set('saContactId')} error={errors.fields.saContactId} />
        <NumberInput label="Capacity" value={form.capacity} onChange={set('capacity')} error={errors.fields.capacity} min={0} />
        <Flex align="end" pb="2">
          <CheckboxInput label="Active" checked={form.active} onChange={set('active')} />
        </Flex>
      </Grid>
      <MultiSelectInput
        label="Teams"
        value={form.teamIds}
        onChange={set('teamIds')}
        error={errors.fields.teamIds}
        options={options.teams.map((t) => ({ value: String(t.teamId), label: t.active ? t.name : `${t.name} (inactive)` })).sort(byName)}
      />
      <MultiSelectInput label="Roles" value={form.roleIds} onChange={set('roleIds')} error={errors.fields.roleIds} options={options.roles.map((r) => ({ value: String(r.roleId), label: r.name }))} />
      <MultiSelectInput
        label="Offices"
        value={form.officeIds}
        onChange={set('officeIds')}
        error={errors.fields.officeIds}
        options={options.offices.map((o) => ({ value: String(o.officeId), label: o.name })).sort(byName)}
      />
      <MultiSelectInput
        label="Departments"
        value={form.departmentIds}
        onChange={set('departmentIds')}
        error={errors.fields.departmentIds}
        options={options.departments.map((d) => ({ value: String(d.departmentId), label: d.name })).sort(byName)}
      />
    </FormDialog>
  );
}
