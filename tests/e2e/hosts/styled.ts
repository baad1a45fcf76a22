// The same host with the stylesheet imported, as docs/widget.md says (tests/e2e/missingStylesheet.e2e.test.ts).
import 'portico/style.css';
import { mountMain } from './mountMain';

mountMain();
