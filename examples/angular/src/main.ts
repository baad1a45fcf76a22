import { bootstrapApplication } from '@angular/platform-browser';
import { provideZonelessChangeDetection } from '@angular/core';
// The framework-free build: defines <portico-login> and the other elements, with no React.
import 'portico/elements/standalone';
import { App } from './app/app';

bootstrapApplication(App, { providers: [provideZonelessChangeDetection()] }).catch((error) => console.error(error));
