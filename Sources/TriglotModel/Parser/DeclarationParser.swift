import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import TriglotMarkup

/// Reads a Declaration code block with swift-syntax's parser: the symbol's kind, name,
/// parameters (labels and internal names) and the tokens for highlighting.
enum DeclarationParser {
    /// `readingPlainFunctions: false` sends every declaration through swift-syntax, for the
    /// tests to compare `PlainFunctionDeclaration` with.
    static func parse(code rawCode: String, info: String, range: TriglotMarkup.SourceRange, firstCodeLine: Int, path: String,
                      readingPlainFunctions: Bool = true) -> (Declaration, [Diagnostic])
    {
        let code = withoutFinalNewline(rawCode)
        let language = InfoString.firstWord(info).map(String.init) ?? ""
        if !language.isEmpty, language.lowercased() != "swift" {
            return (foreign(code: code, language: language, range: range), [])
        }
        if readingPlainFunctions, let plain = PlainFunctionDeclaration(code) {
            let declaration = Declaration(
                source: code, language: language.isEmpty ? "swift" : language, kind: .function,
                name: plain.name, symbol: plain.symbol, parameters: plain.parameters,
                returnType: plain.returnType, tokens: plain.tokens, isValid: true, range: range)
            return (declaration, [])
        }
        let tree = Parser.parse(source: code)
        var isValid = !tree.hasError
        // Reference pages show types without their bodies (`struct LaunchOptionsKey`); accept that.
        if !isValid, startsWithTypeIntroducer(code), !code.contains("{") {
            isValid = !Parser.parse(source: code + " {}").hasError
        }
        // An enumeration's case on a page of its own (`case critical`, as symbol graphs print
        // it) is valid inside its enumeration.
        var enumCase: DeclarationFacts?
        if !isValid, introducer(of: code) == "case" || introducer(of: code) == "indirect" {
            let wrapped = Parser.parse(source: "enum E {\n" + code + "\n}")
            isValid = !wrapped.hasError
            if isValid { enumCase = DeclarationFacts(enumCaseIn: wrapped) }
        }
        let facts = enumCase ?? DeclarationFacts(tree, source: code)
        // An unlabelled block that declares no Swift symbol is in a language the fence does not
        // name (React's `'infer' | 'syntax' | 'all'`, a TypeScript signature): read as such, not
        // reported. Only a block labelled `swift` must parse and declare.
        if language.isEmpty, !isValid || facts.kind == .unknown {
            return (foreign(code: code, language: "", range: range), [])
        }
        var diagnostics: [Diagnostic] = []
        if !isValid {
            diagnostics.append(invalidSwiftDiagnostic(tree, code: code, firstCodeLine: firstCodeLine, path: path, blockRange: range))
        }
        if facts.kind == .unknown, isValid {
            diagnostics.append(Diagnostic(
                id: "model.declaration-not-a-declaration", severity: .error,
                summary: "the Declaration code block does not declare a symbol",
                explanation: "A symbol page's Declaration holds one Swift declaration, such as `func …`, `var …` or `struct …`.",
                path: path, range: range))
        }
        let declaration = Declaration(
            source: code, language: language.isEmpty ? "swift" : language, kind: facts.kind,
            name: facts.name, symbol: facts.symbol, parameters: facts.parameters,
            returnType: facts.returnType, tokens: DeclarationTokens.tokens(of: tree, source: code), isValid: isValid && facts.kind != .unknown,
            range: range)
        return (declaration, diagnostics)
    }

    /// A declaration in another language (TypeScript, JavaScript, Objective-C, Kotlin…): read for
    /// its name and parameters where it can be, highlighted by token class, never an error, since
    /// Triglot cannot check what another compiler would say.
    static func foreign(code: String, language: String, range: TriglotMarkup.SourceRange) -> Declaration {
        let read = ForeignDeclaration(code: code, language: language)
        return Declaration(
            source: code, language: language, kind: read?.kind ?? .unknown, name: read?.name ?? "",
            symbol: read?.symbol ?? "", parameters: read?.parameters ?? [], returnType: read?.returnType,
            tokens: CodeTokenizer.tokens(code, language: language), isValid: true, range: range)
    }

    /// A property whose type a field gives inline: named by its entry's heading, typed by the span.
    static func inlineType(_ type: String, name: String, range: TriglotMarkup.SourceRange) -> Declaration {
        let shortName = name.split(separator: ".").last.map(String.init) ?? name
        return Declaration(
            source: type, language: "", kind: .variable, name: shortName, symbol: name, parameters: [], returnType: type,
            tokens: CodeTokenizer.tokens(type, language: "ts"), isValid: true, range: range)
    }

    /// The code without the `\n` that ends a fenced block's last line.
    static func withoutFinalNewline(_ code: String) -> String {
        // The last Character is found from the end: `dropLast` on a String counts the Characters
        // of the whole block first.
        code.hasSuffix("\n") ? String(code[..<code.index(before: code.endIndex)]) : code
    }

    private static func startsWithTypeIntroducer(_ code: String) -> Bool {
        ["struct", "class", "enum", "protocol", "actor", "extension"].contains(introducer(of: code) ?? "")
    }

    /// The declaration's first keyword after its attributes and modifiers.
    private static func introducer(of code: String) -> Substring? {
        let words = code.split(whereSeparator: { $0 == " " || $0 == "\n" }).filter { !$0.hasPrefix("@") }
        let skippable: Set<Substring> = ["public", "open", "final", "nonisolated"]
        return words.first { !skippable.contains($0) }
    }

    private static func invalidSwiftDiagnostic(_ tree: SourceFileSyntax, code: String, firstCodeLine: Int, path: String, blockRange: TriglotMarkup.SourceRange) -> Diagnostic {
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let problems = ParseDiagnosticsGenerator.diagnostics(for: tree)
        guard let first = problems.first else {
            return Diagnostic(id: "model.invalid-declaration", severity: .error,
                              summary: "the declaration is not valid Swift", path: path, range: blockRange)
        }
        let location = first.location(converter: converter)
        let start = TriglotMarkup.SourceLocation(line: firstCodeLine + location.line - 1, column: location.column)
        let notes = problems.dropFirst().prefix(3).map { problem -> Diagnostic.Note in
            let where_ = problem.location(converter: converter)
            return Diagnostic.Note(problem.message, path: path,
                                   range: TriglotMarkup.SourceRange(line: firstCodeLine + where_.line - 1, column: where_.column))
        }
        return Diagnostic(
            id: "model.invalid-declaration", severity: .error,
            summary: "the declaration is not valid Swift: \(first.message)",
            explanation: "Triglot reads declarations with the Swift parser, so the parameter names it declares can be checked against the Parameters section.",
            path: path, range: TriglotMarkup.SourceRange(start, TriglotMarkup.SourceLocation(line: start.line, column: start.column + 1)),
            notes: Array(notes))
    }
}
