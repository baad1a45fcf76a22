import { Authenticate } from './Authenticate';

export default function Page() {
  return (
    <main>
      <h1>Signing in</h1>
      <Authenticate />
      <p>
        <a href="/account">Your account</a>
      </p>
    </main>
  );
}
