export { useMagicLinkFlow, type MagicLinkViewModel } from './useMagicLinkFlow';
export { inboxLinks, senderDomain, type InboxLink } from './inboxLinks';
