export { SocialButtons, type SocialButtonsProps, type SocialButtonsModel } from './SocialButtons';
export { OneTap, type OneTapModel } from './OneTap';
export { providerLogos } from './providerLogos';
