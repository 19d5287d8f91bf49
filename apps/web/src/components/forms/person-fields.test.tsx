import { screen } from '@testing-library/react';
import { useForm } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { PersonFields, type PersonFieldsProps, type PersonPasswordValues, type PersonValues } from './person-fields';

type Values = PersonValues & PersonPasswordValues;

const EMPTY: Values = { firstname: '', lastname: '', email: '', phone: '', password: '', confirmPassword: '' };

function Harness(props: Omit<PersonFieldsProps<Values>, 'form'>) {
  const form = useForm<Values>({ mode: 'uncontrolled', initialValues: EMPTY });
  return <PersonFields form={form} {...props} />;
}

function NoPasswordHarness() {
  const form = useForm<PersonValues>({ mode: 'uncontrolled', initialValues: EMPTY });
  return <PersonFields form={form} />;
}

// A form without password fields cannot ask for them.
// @ts-expect-error -- `password` needs a form with password and confirmPassword.
void (() => <PersonFields form={useForm<PersonValues>()} password="required" />);

const inputLabels = () =>
  Array.from(document.querySelectorAll('input')).map((input) => input.labels?.[0]?.textContent ?? '');

/** The input labelled `label`, whether or not it is marked required (Mantine's asterisk is aria-hidden). */
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}( \\*)?$`));

describe('PersonFields', () => {
  it('shows the personal details then a required password pair, in order', () => {
    renderWithTheme(<Harness password="required" />);

    expect(inputLabels()).toEqual([
      'First name *',
      'Last name',
      'Email *',
      'Phone *',
      'Password *',
      'Confirm password *',
    ]);
    const firstname = field('First name');
    expect(firstname.autocomplete).toBe('given-name');
    expect(firstname.hasAttribute('data-autofocus')).toBe(false);
    const email = field('Email');
    expect(email.readOnly).toBe(false);
    expect(email.type).toBe('email');
    expect(field('Phone').getAttribute('inputmode')).toBe('tel');
    expect(screen.getByText('For example 012-345 6789 or +60 12-345 6789')).toBeTruthy();
    expect(screen.getByText(/^At least \d+ characters, and not a commonly used password$/)).toBeTruthy();
    expect(field('Password').getAttribute('autocomplete')).toBe('new-password');
  });

  it('shows an optional "New password" pair, a read-only email and autofocus when asked', () => {
    renderWithTheme(<Harness password="optional" emailReadOnly autoFocus afterPhone={<input aria-label="Extra" />} />);

    expect(inputLabels()).toEqual([
      'First name *',
      'Last name',
      'Email',
      'Phone *',
      '',
      'New password',
      'Confirm password',
    ]);
    expect(field('First name').hasAttribute('data-autofocus')).toBe(true);
    expect(field('Email').readOnly).toBe(true);
    expect(screen.getByText('Contact support to change your email address.')).toBeTruthy();
    expect(
      screen.getByText('Leave empty to keep the current password. A new password signs out other devices.'),
    ).toBeTruthy();
  });

  it('leaves the password pair out unless asked', () => {
    renderWithTheme(<NoPasswordHarness />);

    expect(inputLabels()).toEqual(['First name *', 'Last name', 'Email *', 'Phone *']);
  });
});
