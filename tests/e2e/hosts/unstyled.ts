// A host that forgot `import 'portico/style.css'` (tests/e2e/missingStylesheet.e2e.test.ts).
import { mountMain } from './mountMain';

mountMain();
