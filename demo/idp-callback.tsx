import { createRoot } from 'react-dom/client';

/** Where the demo OAuth client (demo-client) is sent back to: shows the code or the error it got. */
const params = [...new URLSearchParams(location.search).entries()];
createRoot(document.getElementById('app')!).render(
  <ul>
    {params.map(([key, value]) => (
      <li key={key}>
        <code>{key}</code> = <code data-testid={`param-${key}`}>{value}</code>
      </li>
    ))}
  </ul>,
);
