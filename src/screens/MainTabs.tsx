import { useState, type ReactNode } from 'react';
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
 * SPEC §2 Main: one tab per sign-in method. A panel is drawn once its tab is selected or about to be
 * (hovered, focused), so a method nobody heads for downloads nothing (the phone library behind Text
 * and WhatsApp); drawn, it stays mounted (hidden when inactive), so what a person typed in one
 * method survives a look at another.
 */
export function MainTabs({ tabs, label, value, onValueChange }: MainTabsProps) {
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(() => new Set());
  const draw = (id: string) => setDrawn((ids) => (ids.has(id) ? ids : new Set(ids).add(id)));
  // Radix is always controlled here: uncontrolled, it reports a change from an effect, a render
  // after the selection, and the newly selected panel would show empty for that render.
  const [own, setOwn] = useState(tabs[0]?.id);
  // The selected panel is drawn at once (focus selects a tab), and kept when another is selected.
  const selected = value ?? own;
  if (selected !== undefined && !drawn.has(selected)) draw(selected);
  return (
    <Tabs
      value={selected}
      onValueChange={(id) => {
        if (value === undefined) setOwn(id);
        draw(id);
        onValueChange?.(id);
      }}
    >
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id} onPointerEnter={() => draw(tab.id)}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} forceMount>
          {drawn.has(tab.id) ? tab.content : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
