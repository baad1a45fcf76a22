export { AccountOverview, ACCOUNT_SECTIONS, type AccountOverviewProps, type AccountSection, type AccountSummary } from './AccountOverview';
export { AccountAvatar, initialsOf, type AccountAvatarProps } from './AccountAvatar';
export { StepUp, type StepUpProps, type StepUpStep, type StepUpFactor } from './StepUp';
export { AccountProfile, PICTURE_TYPES, type AccountProfileProps } from './AccountProfile';
export { AccountEmail, type AccountEmailProps, type AccountEmailAddress } from './AccountEmail';
export { AccountConnections, providerName, type AccountConnectionsProps, type AccountConnectionItem } from './AccountConnections';
export { AccountSessions, sinceText, deviceName, type AccountSessionsProps, type AccountSessionItem } from './AccountSessions';
export { AccountDelete, type AccountDeleteProps } from './AccountDelete';
export { AccountLoading, type AccountLoadingProps } from './AccountLoading';
