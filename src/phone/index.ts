/** Phone numbers (ARCHITECTURE.md "phone/"): libphonenumber-js, loaded lazily, for the phone field and the OTP flow. */
export { parsePhone, PHONE_PARSE_TIMEOUT_MS, type ParsedPhone, type ParsePhoneOptions } from './parsePhone';
export { loadPhoneLib, callingCodeFor, DEFAULT_COUNTRY, type PhoneLib } from './loadPhoneLib';
export { formatNational } from './formatNational';
export { countryOptions, type CountryOption } from './countryOptions';
export { formatInternational } from './formatInternational';
export { exampleNumber, loadPhoneExamples } from './exampleNumber';
