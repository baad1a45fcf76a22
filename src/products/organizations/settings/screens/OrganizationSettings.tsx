import type { ReactNode } from 'react';
import { Button } from '../../../../primitives/Button';
import { Spinner } from '../../../../primitives/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../primitives/Tabs';
import { Text } from '../../../../primitives/Text';
import { useT } from '../../../../i18n/I18nProvider';
import * as common from '../../../../screens/common.css';
import { MessageText } from '../../../../screens/MessageText';
import { ScreenLayout } from '../../../../screens/ScreenLayout';
import type { ScreenError } from '../../../../screens/types';
import { organizationSettingsMessages } from '../messages';
import * as styles from './settings.css';

export interface OrganizationSettingsTab {
  id: string;
  /** The tab's words, translated. */
  title: string;
  /** The section, drawn only while its tab is selected. */
  content: ReactNode;
}

export type OrganizationSettingsProps =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'failed'; error: ScreenError | null; onRetry(): void }
  | { status: 'ready'; organization: string; sections: readonly OrganizationSettingsTab[]; selected: string; onSelect(id: string): void };

/** The organization settings: the organization's name, then its sections as tabs (arrow keys move between them). */
export function OrganizationSettings(props: OrganizationSettingsProps) {
  const t = useT(organizationSettingsMessages);
  const title = t('organizations.settings.title');
  switch (props.status) {
    case 'loading':
      return (
        <ScreenLayout title={title}>
          <div role="status" aria-label={t('common.loading')} className={common.centeredRow}>
            <Spinner />
          </div>
        </ScreenLayout>
      );
    case 'none':
      return (
        <ScreenLayout title={title}>
          <Text variant="muted">{t('organizations.settings.noOrganization')}</Text>
        </ScreenLayout>
      );
    case 'failed':
      return (
        <ScreenLayout title={title}>
          <div className={common.tight}>
            <Text role="alert">{props.error ? <MessageText error={props.error} /> : t('organizations.settings.loadFailed')}</Text>
            <Button variant="secondary" onClick={props.onRetry}>
              {t('organizations.settings.retry')}
            </Button>
          </div>
        </ScreenLayout>
      );
    case 'ready':
      return (
        <ScreenLayout title={title}>
          <Text className={styles.subtitle}>
            <bdi>{props.organization}</bdi>
          </Text>
          <Tabs value={props.selected} onValueChange={props.onSelect}>
            <TabsList aria-label={t('organizations.settings.sections')} className={styles.tabList}>
              {props.sections.map((section) => (
                <TabsTrigger key={section.id} value={section.id}>
                  {section.title}
                </TabsTrigger>
              ))}
            </TabsList>
            {props.sections.map((section) => (
              <TabsContent key={section.id} value={section.id} className={styles.panel}>
                {section.content}
              </TabsContent>
            ))}
          </Tabs>
        </ScreenLayout>
      );
  }
}
