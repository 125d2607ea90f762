import SwiftParser
import SwiftSyntax

/// Splits a declaration into highlighting tokens. Trivia (spaces, newlines, comments) becomes
/// `.text`, so joining the tokens gives the source back exactly.
enum DeclarationTokens {
    static func tokens(of tree: SourceFileSyntax) -> [Declaration.Token] {
        tokens(of: tree, source: nil)
    }

    /// With the tree's `source`: a tree parsed without errors holds every byte of its source
    /// exactly once, in order, so each token's trivia and text are the source bytes between its
    /// positions, read without building trivia pieces and printing them (as `SyntaxText` does
    /// for whole nodes). A tree with errors, or another source, keeps the printed text.
    static func tokens(of tree: SourceFileSyntax, source: String?) -> [Declaration.Token] {
        let bytes: [UInt8]? = source.flatMap { source in
            tree.hasError || tree.totalLength.utf8Length != source.utf8.count ? nil : Array(source.utf8)
        }
        var tokens: [Declaration.Token] = []
        func append(_ kind: Declaration.Token.Kind, _ text: String) {
            guard !text.isEmpty else { return }
            if let last = tokens.last, last.kind == kind, kind == .text || kind == .punctuation {
                tokens[tokens.count - 1].text += text
            } else {
                tokens.append(Declaration.Token(kind: kind, text: text))
            }
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if let bytes {
                let start = token.position.utf8Offset
                let textStart = token.positionAfterSkippingLeadingTrivia.utf8Offset
                let textEnd = token.endPositionBeforeTrailingTrivia.utf8Offset
                let end = token.endPosition.utf8Offset
                if 0 <= start, start <= textStart, textStart <= textEnd, textEnd <= end, end <= bytes.count {
                    append(.text, String(decoding: bytes[start..<textStart], as: UTF8.self))
                    append(kind(of: token), String(decoding: bytes[textStart..<textEnd], as: UTF8.self))
                    append(.text, String(decoding: bytes[textEnd..<end], as: UTF8.self))
                    continue
                }
            }
            append(.text, token.leadingTrivia.description)
            append(kind(of: token), token.text)
            append(.text, token.trailingTrivia.description)
        }
        return tokens
    }

    /// The tokens of `code` read either way: the tests hold the two to each other.
    static func tokens(parsing code: String, readingSource: Bool) -> [Declaration.Token] {
        tokens(of: Parser.parse(source: code), source: readingSource ? code : nil)
    }

    private static func kind(of token: TokenSyntax) -> Declaration.Token.Kind {
        switch token.tokenKind {
        case .keyword(let keyword):
            if keyword == .`Self` || keyword == .`Any` { return .typeIdentifier }
            return .keyword
        case .wildcard:
            return .keyword
        case .identifier:
            if let parameter = token.parent?.as(FunctionParameterSyntax.self) {
                if token.id == parameter.secondName?.id { return .parameterName }
                return parameter.secondName == nil ? .parameterName : .label
            }
            if token.parent?.is(IdentifierTypeSyntax.self) == true || token.parent?.is(MemberTypeSyntax.self) == true {
                return .typeIdentifier
            }
            if token.parent?.is(AttributeSyntax.self) == true || token.parent?.parent?.is(AttributeSyntax.self) == true {
                return .attribute
            }
            return .identifier
        case .integerLiteral(_), .floatLiteral(_):
            return .number
        case .stringSegment(_), .stringQuote, .multilineStringQuote:
            return .string
        case .atSign:
            return .attribute
        default:
            return .punctuation
        }
    }
}
