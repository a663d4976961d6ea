const ts = require('typescript');

/** What only the API reads of a declaration: its OpenAPI line and its schemas. */
const SERVER_ONLY = new Set(['summary', 'schema']);

/**
 * The web's copy of the endpoint table (`shared/src/contracts/endpoints/<area>.ts`): each declaration
 * without its summary and schemas, which only the API reads. A page calling an endpoint then carries
 * its address (method, path, access, what it invalidates) and nothing else; the types still come from
 * the whole declaration.
 */
function webAddresses(source, fileName = 'endpoints.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const strip = (context) => (root) => {
    const visit = (node) => {
      if (ts.isObjectLiteralExpression(node) && node.properties.some(isDeclarationPart)) {
        const kept = node.properties.filter((property) => !isServerOnly(property));
        return context.factory.updateObjectLiteralExpression(node, kept);
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(root, visit);
  };
  const [result] = ts.transform(file, [strip]).transformed;
  return ts.createPrinter().printFile(result);
}

const nameOf = (property) =>
  ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) ? property.name.text : null;
const isServerOnly = (property) => SERVER_ONLY.has(nameOf(property));
/** An endpoint declaration: an object literal with a method and a path. */
const isDeclarationPart = (property) => nameOf(property) === 'method';

module.exports = function endpointAddressLoader(source) {
  return webAddresses(source, this.resourcePath);
};
module.exports.webAddresses = webAddresses;
