import { useId } from 'react';
import { Heading } from '../primitives/Heading';
import type { ConsentSection } from './idpTypes';
import { IDPPermissionList } from './IDPPermissionList';
import * as styles from './IDPConsent.css';

export interface IDPPermissionSectionProps {
  section: ConsentSection;
}

/** A header ('{clientName} is requesting to:') and the permissions under it; the list is named by it. */
export function IDPPermissionSection({ section }: IDPPermissionSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={3} id={headingId}>
        {section.header}
      </Heading>
      <IDPPermissionList items={section.items} />
    </section>
  );
}
