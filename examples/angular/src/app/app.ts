import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';
import { createHttpClient, handleAuthRedirect } from 'portico/elements/redirect';
import type { PorticoConfig, PorticoEventDetail, ThemeMode } from 'portico/elements/standalone';
import { environment } from '../environment';

/**
 * The sign-in page, and the page a magic link comes back to (the same URL, with the link's token):
 * a standalone component; CUSTOM_ELEMENTS_SCHEMA lets its template hold <portico-login>.
 */
@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <main>
      <h1>Sign in</h1>
      @if (signedIn(); as who) {
        <p role="status">Signed in as {{ who }}</p>
      } @else {
        <label>
          Theme
          <select [value]="theme()" (change)="theme.set($any($event.target).value)">
            <option value="light">Light</option>
            <option value="dark">Dark</option>
            <option value="system">System</option>
          </select>
        </label>
        <portico-login
          [config]="config"
          [theme]="theme()"
          [attr.base-url]="baseUrl"
          [attr.public-token]="publicToken"
          (portico-event)="onEvent($event)"
        ></portico-login>
        <ul aria-label="Events">
          @for (type of heard(); track $index) {
            <li>{{ type }}</li>
          }
        </ul>
      }
    </main>
  `,
  // The brand colour, on the element: every theme derives the rest from it (docs/theming.md).
  styles: `portico-login { --portico-colors-primary: #0b6e4f; }`,
})
export class App {
  readonly baseUrl = environment.porticoUrl;
  readonly publicToken = environment.publicToken;
  readonly config: PorticoConfig = {
    products: ['emailMagicLinks'],
    emailMagicLinksOptions: { loginRedirectURL: location.origin, signupRedirectURL: location.origin },
  };
  readonly theme = signal<ThemeMode>('light');
  readonly heard = signal<string[]>([]);
  readonly signedIn = signal<string | undefined>(undefined);

  constructor() {
    // Back from a magic link: its token is in this page's URL.
    void handleAuthRedirect(createHttpClient({ baseUrl: this.baseUrl, publicToken: this.publicToken })).then((result) => {
      if (result.kind === 'authenticated') this.signedIn.set(result.user.emails[0]?.email ?? result.user.user_id);
    });
  }

  onEvent(event: Event) {
    const { detail } = event as CustomEvent<PorticoEventDetail>;
    this.heard.update((heard) => [...heard, detail.type]);
  }
}
