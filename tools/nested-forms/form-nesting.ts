import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finds a <form> that holds another form anywhere in the app's components, following the components
 * a form renders (through imports, features' index files and `lazy(() => import(…))`) to the forms
 * they render themselves. A form in a form is not HTML: Chromium stops the inner form's submit
 * event at the outer one, React never hears it and the browser submits the inner form natively.
 */

interface Component {
  file: string;
  name: string;
  node: ts.Node;
}

export interface Nesting {
  /** "file:line" of the outer form. */
  outer: string;
  /** What inside it renders a form: `<form>` or a component's name and where it is defined. */
  inner: string;
}

const SOURCE = /\.tsx$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry) && !entry.includes('.test.') ? [full] : [];
  });
}

function resolveModule(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

class Program {
  private readonly parsed = new Map<string, ts.SourceFile>();
  private readonly components = new Map<string, Component>();
  private readonly rendersForm = new Map<string, boolean>();

  constructor(files: string[]) {
    for (const file of files) this.load(file);
  }

  private load(file: string): ts.SourceFile {
    let source = this.parsed.get(file);
    if (!source) {
      source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      this.parsed.set(file, source);
      for (const statement of source.statements) this.collect(file, statement);
    }
    return source;
  }

  private collect(file: string, statement: ts.Statement) {
    if (ts.isFunctionDeclaration(statement) && statement.body) {
      const isDefault = ts.getCombinedModifierFlags(statement) & ts.ModifierFlags.Default;
      const name = statement.name?.text ?? 'default';
      this.components.set(`${file}#${name}`, { file, name, node: statement.body });
      if (isDefault) this.components.set(`${file}#default`, { file, name, node: statement.body });
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) {
          const name = declaration.name.text;
          this.components.set(`${file}#${name}`, { file, name, node: declaration.initializer });
        }
      }
    }
  }

  /** The component a JSX tag names in a file: defined there, imported, re-exported or lazily imported. */
  resolve(file: string, name: string, seen = new Set<string>()): Component | null {
    const key = `${file}#${name}`;
    if (seen.has(key)) return null;
    seen.add(key);
    const source = this.load(file);
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && statement.importClause) {
        const target = resolveModule(file, statement.moduleSpecifier.text);
        if (!target) continue;
        const clause = statement.importClause;
        if (clause.name?.text === name) return this.resolve(target, 'default', seen);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (element.name.text === name) return this.resolve(target, (element.propertyName ?? element.name).text, seen);
          }
        }
      }
      if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        const target = resolveModule(file, statement.moduleSpecifier.text);
        const clause = statement.exportClause;
        if (!target || !clause || !ts.isNamedExports(clause)) continue;
        for (const element of clause.elements) {
          if (element.name.text === name) return this.resolve(target, (element.propertyName ?? element.name).text, seen);
        }
      }
    }
    const own = this.components.get(key);
    if (!own) return null;
    // const X = lazy(() => import('./x')): the default export of ./x.
    const lazyImport = lazyTarget(own.node);
    if (lazyImport) {
      const target = resolveModule(file, lazyImport);
      return target ? this.resolve(target, 'default', seen) : null;
    }
    return own;
  }

  /** <form>, or React Router's <Form> (a name no component of the app answers for). */
  isForm(file: string, tag: string): boolean {
    return tag === 'form' || (tag === 'Form' && !this.resolve(file, tag));
  }

  /** Whether the component renders a form, itself or through the components it renders. */
  formOf(component: Component, stack = new Set<string>()): boolean {
    const key = `${component.file}#${component.name}`;
    const known = this.rendersForm.get(key);
    if (known !== undefined) return known;
    if (stack.has(key)) return false;
    stack.add(key);
    let found = false;
    visitJsx(component.node, (tag) => {
      if (found) return;
      if (this.isForm(component.file, tag)) found = true;
      else {
        const inner = this.resolve(component.file, tag);
        if (inner && this.formOf(inner, stack)) found = true;
      }
    });
    stack.delete(key);
    this.rendersForm.set(key, found);
    return found;
  }

  nestings(): Nesting[] {
    const found: Nesting[] = [];
    for (const [file, source] of this.parsed) {
      const visit = (node: ts.Node) => {
        const outerTag = ts.isJsxElement(node) ? tagName(node.openingElement.tagName) : null;
        if (ts.isJsxElement(node) && outerTag && this.isForm(file, outerTag)) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          const outer = `${path.relative(process.cwd(), file)}:${line + 1}`;
          for (const child of node.children) {
            visitJsx(child, (tag) => {
              if (this.isForm(file, tag)) {
                found.push({ outer, inner: `<${tag}>` });
                return;
              }
              const inner = this.resolve(file, tag);
              if (inner && this.formOf(inner)) {
                found.push({ outer, inner: `<${tag}> (${path.relative(process.cwd(), inner.file)})` });
              }
            });
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    return found;
  }
}

function tagName(tag: ts.JsxTagNameExpression): string | null {
  return ts.isIdentifier(tag) ? tag.text : null;
}

/** Calls back with the name of every JSX element under the node (a component's name or an HTML tag). */
function visitJsx(node: ts.Node, onTag: (tag: string) => void) {
  const visit = (current: ts.Node) => {
    if (ts.isJsxOpeningElement(current) || ts.isJsxSelfClosingElement(current)) {
      const name = tagName(current.tagName);
      if (name) onTag(name);
    }
    ts.forEachChild(current, visit);
  };
  visit(node);
}

function lazyTarget(node: ts.Node): string | null {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'lazy') return null;
  let target: string | null = null;
  const visit = (current: ts.Node) => {
    if (ts.isCallExpression(current) && current.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = current.arguments;
      if (argument && ts.isStringLiteral(argument)) target = argument.text;
    }
    ts.forEachChild(current, visit);
  };
  visit(node);
  return target;
}

/** Every form of the app's components that holds another form. */
export function nestedForms(appDir: string): Nesting[] {
  return new Program(sourceFiles(appDir)).nestings();
}
