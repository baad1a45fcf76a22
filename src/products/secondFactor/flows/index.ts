export { useSecondFactor, type SecondFactorViewModel } from './useSecondFactor';
export { useSecurityFactors, type SecurityFactorsViewModel, type SecurityStep } from './useSecurityFactors';
