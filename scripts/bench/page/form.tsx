// A sign-up form built from the form layer: what the forms add to a page that already has a Button and an icon.
import '@mynacon/ui/theme.css';
import { EmailField, Form, FormSubmit, MynaconHeart, PasswordField, TextField, username } from '@mynacon/ui';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Form onSubmit={async (values) => console.log(values)}>
      <EmailField name="email" label="Email" isRequired />
      <TextField name="username" label="Username" isRequired rules={[username]} />
      <PasswordField name="password" label="Password" purpose="new" isRequired />
      <FormSubmit>
        <MynaconHeart /> Create account
      </FormSubmit>
    </Form>,
  );
}
