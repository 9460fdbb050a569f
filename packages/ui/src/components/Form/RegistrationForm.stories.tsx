import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { EmailDnsValidator } from '../../validation/emailDns';
import { username } from '../../validation/rules';
import { Checkbox } from '../Checkbox';
import { DateField } from '../DateField';
import { EmailField } from '../EmailField/EmailField';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';
import { Form, FormSubmit, type FormValues } from './Form';
import { expectFieldError, expectNoFieldError } from './storyHelpers';

/** Stands in for the portal's `POST /api/email-dns-validation`: domains under invalid.example cannot receive mail. */
const dnsStub: EmailDnsValidator = async (email) => !email.toLowerCase().endsWith('@invalid.example');

// A fixed "today" keeps the age check, and so the test, the same on every day of the year.
const today = '2026-06-15';

interface RegistrationFormProps {
  /** Receives the values of a valid form. */
  onSubmit: (values: FormValues) => unknown;
  /** The DNS check of the e-mail address. */
  validateDns?: EmailDnsValidator;
}

/** The portal's registration form: e-mail, username, password and confirmation, date of birth, terms. */
function RegistrationForm({ onSubmit, validateDns }: RegistrationFormProps) {
  const [password, setPassword] = useState('');
  const [created, setCreated] = useState<string>();
  return (
    <div style={{ maxWidth: '28rem', display: 'grid', gap: 16 }}>
      <Form
        aria-label="Create your account"
        onSubmit={async (values) => {
          await onSubmit(values);
          setCreated(String(values.username));
        }}
      >
        <EmailField name="email" label="Email address" isRequired validateDns={validateDns} />
        <TextField
          name="username"
          label="Username"
          description={'Shown to other players. No spaces, and none of % \' ` * # ; , "'}
          isRequired
          minLength={3}
          rules={[username]}
          autoComplete="username"
        />
        <PasswordField name="password" label="Password" purpose="new" isRequired onChange={setPassword} />
        <PasswordField name="passwordConfirmation" label="Confirm password" isRequired mustMatch={password} />
        <DateField name="dateOfBirth" label="Date of birth" isRequired minAge={13} today={today} />
        <Checkbox name="terms" isRequired>
          I accept the terms of service
        </Checkbox>
        <FormSubmit>Create account</FormSubmit>
      </Form>
      <p role="status">{created ? `Account created for ${created}` : ''}</p>
    </div>
  );
}

const meta = {
  title: 'Patterns/Registration form',
  component: RegistrationForm,
  args: { onSubmit: fn(), validateDns: fn(dnsStub) },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordMessage =
  'Password must contain 8 characters, at least one lowercase letter, one uppercase letter, one number and one special character : @$!%*#?&^.-_';

/** Deletes what the focused field holds, as a player would with Backspace. */
const clearFocused = async () => {
  const value = (document.activeElement as HTMLInputElement | null)?.value ?? '';
  if (value.length > 0) await userEvent.keyboard(`{End}{Backspace>${value.length}/}`);
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    const user = canvas.getByRole('textbox', { name: 'Username' });
    const password = canvas.getByLabelText('Password', { selector: 'input' });
    const confirmation = canvas.getByLabelText('Confirm password', { selector: 'input' });
    const birthGroup = canvas.getByRole('group', { name: /^Date of birth/ });
    const birthSegment = (type: 'day' | 'month' | 'year') => {
      const found = within(birthGroup)
        .getAllByRole('spinbutton')
        .find((element) => element.getAttribute('data-type') === type);
      if (!found) throw new Error(`Expected a ${type} segment`);
      return found;
    };
    // en-GB, the default locale: day, month, year.
    const birth = birthSegment('day');
    const birthMonth = birthSegment('month');
    const birthYear = birthSegment('year');
    const terms = canvas.getByRole('checkbox', { name: 'I accept the terms of service' });
    const submit = canvas.getByRole('button', { name: 'Create account' });
    const [showPassword, showConfirmation] = canvas.getAllByRole('button', { name: 'Show password' });
    const summaryStatus = canvasElement.querySelector('[data-part="summary-status"]') as HTMLElement;

    // Wrong: an address whose domain cannot receive mail, a username with a space, a weak password, a
    // confirmation that does not match, a player of twelve, terms not accepted.
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.keyboard('player@invalid.example');
    await userEvent.tab();
    await expect(user).toHaveFocus();
    await waitFor(() => expectFieldError(email, 'Please use a valid email address'));
    await userEvent.keyboard('night owl');
    await userEvent.tab();
    await expectFieldError(user, 'Username contains forbidden characters');
    await expect(password).toHaveFocus();
    await userEvent.keyboard('secret');
    await userEvent.tab();
    await expect(showPassword).toHaveFocus();
    await expectFieldError(password, passwordMessage);
    await userEvent.tab();
    await expect(confirmation).toHaveFocus();
    await userEvent.keyboard('secrets');
    await userEvent.tab();
    await expect(showConfirmation).toHaveFocus();
    await expectFieldError(confirmation, 'Invalid field');
    await userEvent.tab();
    await expect(birth).toHaveFocus();
    // Born on 16 June 2013: twelve on 15 June 2026. A full segment moves on to the next one.
    await userEvent.keyboard('16');
    await expect(birthMonth).toHaveFocus();
    await userEvent.keyboard('06');
    await expect(birthYear).toHaveFocus();
    await userEvent.keyboard('2013');
    await userEvent.tab();
    await expect(terms).toHaveFocus();
    await waitFor(() => expectFieldError(birth, 'You must be at least 13 years old'));
    await userEvent.tab();
    await expect(submit).toHaveFocus();
    // Tabbing past the box says nothing until the submit.
    await expectNoFieldError(terms);
    await userEvent.keyboard('{Enter}');

    // Focus goes to the first invalid field, and the count is announced.
    await waitFor(() => expect(email).toHaveFocus());
    await expect(summaryStatus).toHaveTextContent('6 fields need your attention');
    await expectFieldError(birth, 'You must be at least 13 years old');
    await expectFieldError(terms, 'Invalid field');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Right, still by keyboard alone, starting from the focused e-mail field.
    await clearFocused();
    await userEvent.keyboard('player@example.com');
    await userEvent.tab();
    await clearFocused();
    await userEvent.keyboard('NightOwl');
    await userEvent.tab();
    await clearFocused();
    await userEvent.keyboard('Abc123!x');
    await userEvent.tab();
    await userEvent.tab();
    await clearFocused();
    await userEvent.keyboard('Abc123!x');
    await userEvent.tab();
    await userEvent.tab();
    await expect(birth).toHaveFocus();
    // Typing into a filled segment replaces it: 1 February 2000.
    await userEvent.keyboard('01022000');
    await expect(birthYear).toHaveFocus();
    await userEvent.tab();
    await expect(terms).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(terms).toBeChecked();
    await userEvent.tab();
    await expect(submit).toHaveFocus();

    for (const field of [email, user, password, confirmation, birth, terms]) {
      await waitFor(() => expectNoFieldError(field));
    }
    await userEvent.keyboard('{Enter}');

    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'player@example.com',
        username: 'NightOwl',
        password: 'Abc123!x',
        passwordConfirmation: 'Abc123!x',
        dateOfBirth: '2000-02-01',
        terms: true,
      }),
    );
    await expect(await canvas.findByText('Account created for NightOwl')).toBeInTheDocument();
    await expect(summaryStatus).toHaveTextContent('');
  },
};
