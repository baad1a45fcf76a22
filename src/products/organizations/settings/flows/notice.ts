/** What a section says after a change (its screen's type): a success or an error, spoken through the widget's one live region. */
export type { SectionNoticeValue as SectionNotice } from '../screens/SectionNotice';
