import path from 'node:path';

const FEATURE = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;

/**
 * A feature (`src/features/<name>/…`) imports no other feature of its app: what two features share
 * goes to the app's `common/` or to the kernel. Relative imports are resolved to find where they land.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}': move what they share to the app's common/ folder or to @kora/shared.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = FEATURE.exec(file)?.[1];
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source) + path.sep;
      const to = FEATURE.exec(target)?.[1];
      if (to && to !== from) context.report({ node: node.source, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
