export { useSecondFactor, type SecondFactorViewModel } from './useSecondFactor';
export { useSecurityFactors, type SecurityFactorsViewModel, type SecurityStep } from './useSecurityFactors';
export { usePhoneNumber, type PhoneNumberArgs, type PhoneNumberViewModel, type PhoneOnFile, type PhoneStep } from './usePhoneNumber';
