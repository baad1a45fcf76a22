import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../primitives/Tabs';

export interface MainTab {
  id: string;
  /** The visible label (SPEC §2: Text, WhatsApp or Email). */
  label: string;
  content: ReactNode;
}

export interface MainTabsProps {
  /** Two or more methods; with one, Main shows its form without tabs (SPEC §2). */
  tabs: readonly MainTab[];
  /** Names the tab list for assistive technology. */
  label: string;
  /** The selected tab; uncontrolled (first tab) when omitted. @defaultValue undefined */
  value?: string;
  /** @defaultValue undefined */
  onValueChange?: (id: string) => void;
}

/**
 * SPEC §2 Main: one tab per sign-in method. Every panel stays mounted (hidden when inactive), so
 * what a person typed in one method survives a look at another.
 */
export function MainTabs({ tabs, label, value, onValueChange }: MainTabsProps) {
  return (
    <Tabs
      {...(value === undefined ? { defaultValue: tabs[0]?.id } : { value })}
      {...(onValueChange ? { onValueChange } : {})}
    >
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} forceMount>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
