// The yardstick: a bare React 19 form (an email field and a button), built and loaded the same way.
import { createRoot } from 'react-dom/client';

function BareForm() {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <h2>Sign up or log in</h2>
      <label htmlFor="email">Email</label>
      <input id="email" type="email" name="email" autoComplete="email" required />
      <button type="submit">Continue with email</button>
    </form>
  );
}

createRoot(document.getElementById('login')!).render(<BareForm />);
