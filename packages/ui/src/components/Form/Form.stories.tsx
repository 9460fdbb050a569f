import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmailField } from '../EmailField/EmailField';
import { maxWidthDecorator } from '../private/storyHelpers';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { Form, FormSubmissionError, FormSubmit } from './Form';
import { expectFieldError, expectNoFieldError } from './storyHelpers';

/** The contact form the stories share: two required fields and an optional one. */
function ContactFields() {
  return (
    <>
      <EmailField name="email" label="Email address" isRequired />
      <TextField name="playerName" label="Player name" isRequired minLength={3} />
      <TextArea name="message" label="Message" rows={3} />
      <FormSubmit>Send message</FormSubmit>
    </>
  );
}

const meta = {
  title: 'Components/Form',
  component: Form,
  subcomponents: { FormSubmit },
  args: { onSubmit: fn(), 'aria-label': 'Contact support', children: <ContactFields /> },
  argTypes: { children: { control: false } },
  decorators: [maxWidthDecorator('32rem')],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: 'Contact support' });
    await expect(form).toHaveAttribute('novalidate');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'player@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Player name' }), 'NightOwl');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'player@example.com',
        playerName: 'NightOwl',
        message: 'Hello',
      }),
    );
    // No errors: the summary stays closed and silent.
    await expect(form.querySelector('[data-part="summary"]')).toHaveAttribute('data-state', 'closed');
  },
};

export const SubmitEmpty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    const playerName = canvas.getByRole('textbox', { name: 'Player name' });
    const status = canvasElement.querySelector('[data-part="summary-status"]') as HTMLElement;
    // The live region is there before anything goes wrong, so its first message is heard.
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toHaveTextContent('');

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    // Focus moves to the first invalid field in page order, and the count is announced.
    await waitFor(() => expect(email).toHaveFocus());
    await expect(status).toHaveTextContent('2 fields need your attention');
    await expectFieldError(email, 'Invalid field');
    await expectFieldError(playerName, 'Invalid field');
    await expectNoFieldError(canvas.getByRole('textbox', { name: /^Message/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // The summary links to each invalid field.
    const summary = within(canvasElement.querySelector('[data-part="summary"]') as HTMLElement);
    const links = summary.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Email address', 'Player name']);
    await userEvent.click(summary.getByRole('link', { name: 'Player name' }));
    await expect(playerName).toHaveFocus();

    // After a submit, fields re-validate as they are corrected, and one error is left.
    await userEvent.type(email, 'player@example.com');
    await waitFor(() => expectNoFieldError(email));
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(playerName).toHaveFocus());
    await waitFor(() => expect(status).toHaveTextContent('1 field needs your attention'));
  },
};

export const ServerRejection: Story = {
  args: {
    onSubmit: fn(async () => {
      await Promise.resolve();
      return new FormSubmissionError({
        fieldErrors: { playerName: 'This player name is taken' },
        formError: 'We could not send your message.',
      });
    }),
  },
  play: async ({ canvas, canvasElement, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    const playerName = canvas.getByRole('textbox', { name: 'Player name' });
    const message = canvas.getByRole('textbox', { name: /^Message/ });
    await userEvent.type(email, 'player@example.com');
    await userEvent.type(playerName, 'NightOwl');
    await userEvent.type(message, 'My save is gone.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));

    // The server's message shows on its field, which receives focus; the form's message shows at the top.
    await waitFor(() => expect(playerName).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expectFieldError(playerName, 'This player name is taken');
    const status = canvasElement.querySelector('[data-part="summary-status"]') as HTMLElement;
    await expect(status).toHaveTextContent('1 field needs your attention');
    await expect(status).toHaveTextContent('We could not send your message.');

    // Every typed value is kept.
    await expect(email).toHaveValue('player@example.com');
    await expect(playerName).toHaveValue('NightOwl');
    await expect(message).toHaveValue('My save is gone.');

    // Editing the field clears the server's message.
    await userEvent.type(playerName, '42');
    await expectNoFieldError(playerName);
  },
};

export const ServerFormError: Story = {
  args: {
    onSubmit: fn(async () => {
      await Promise.resolve();
      return new FormSubmissionError({ formError: 'The service is unavailable. Try again in a few minutes.' });
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'player@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Player name' }), 'NightOwl');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Message/ }), 'My save is gone.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));

    // No field to blame: the summary with the form's message shows and takes focus, so it is read out at once.
    const summary = canvasElement.querySelector('[data-part="summary"]') as HTMLElement;
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveAttribute('data-state', 'open');
    await expect(summary).toHaveTextContent('The service is unavailable. Try again in a few minutes.');
    await expect(canvas.getByRole('textbox', { name: 'Player name' })).toHaveValue('NightOwl');
  },
};

/** The pending submission of the DoubleSubmit story, finished by its play function. */
let finishSubmission: () => void = () => {};

export const DoubleSubmit: Story = {
  args: {
    onSubmit: fn(
      () =>
        new Promise<undefined>((resolve) => {
          finishSubmission = () => resolve(undefined);
        }),
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'player@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Player name' }), 'NightOwl');
    const button = canvas.getByRole('button', { name: 'Send message' });

    // Two quick presses, then Enter in a field: one submission.
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Player name' }), '{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const loading = await canvas.findByRole('button', { name: /^Send message\s*, Loading$/ });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(loading);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    // Once the submission settles, the button is ready again.
    finishSubmission();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send message' })).not.toHaveAttribute('aria-busy'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    finishSubmission();
  },
};
