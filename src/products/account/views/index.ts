// The account center's chunk: downloaded when its widget mounts, never with Login.
export { AccountContainer } from './AccountContainer';
export { ProfileContainer, EmailContainer, ConnectionsContainer, SessionsContainer, DeleteContainer } from './SectionContainers';
