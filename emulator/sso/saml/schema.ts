/**
 * The XML schema check samlify asks every application to choose (its README: "setSchemaValidator
 * is required ... you have to take the risk for accepting malicious response" without one). This
 * one is libxml2 itself (libxml2-wasm), validating against the OASIS SAML 2.0 protocol schema and
 * the schemas it imports (emulator/data/saml-schemas, as published by OASIS and W3C). A document with a DTD is
 * refused before it is read: no entity is ever expanded (XXE).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from '../../config';
import { ParseOption, XmlBufferInputProvider, XmlDocument, XsdValidator, xmlRegisterInputProvider } from 'libxml2-wasm';

const FILES = ['saml-schema-protocol-2.0.xsd', 'saml-schema-assertion-2.0.xsd', 'xmldsig-core-schema.xsd', 'xenc-schema.xsd', 'XMLSchema.dtd', 'datatypes.dtd'];

let validator: XsdValidator | undefined;
function protocolSchema(): XsdValidator {
  if (validator) return validator;
  const buffers = Object.fromEntries(FILES.map((file) => [file, new Uint8Array(readFileSync(path.join(DATA_DIR, 'saml-schemas', file)))]));
  // The schemas import one another by file name: libxml2 reads those names from memory.
  xmlRegisterInputProvider(new XmlBufferInputProvider(buffers));
  const xsd = XmlDocument.fromBuffer(buffers['saml-schema-protocol-2.0.xsd']!, { url: 'saml-schema-protocol-2.0.xsd' });
  validator = XsdValidator.fromDoc(xsd);
  return validator;
}

/** Resolves for a SAML protocol message valid against the schema; rejects (samlify's contract) otherwise. */
export async function validateSamlSchema(xml: string): Promise<string> {
  if (/<!DOCTYPE/i.test(xml)) throw new Error('ERR_DTD_NOT_ALLOWED');
  let doc: XmlDocument | undefined;
  try {
    doc = XmlDocument.fromString(xml, { option: ParseOption.XML_PARSE_NONET });
    protocolSchema().validate(doc);
    return 'SUCCESS_VALIDATE_XML';
  } catch {
    throw new Error('ERR_INVALID_XML');
  } finally {
    doc?.dispose();
  }
}
