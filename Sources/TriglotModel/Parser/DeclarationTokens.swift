import SwiftSyntax

/// Splits a declaration into highlighting tokens. Trivia (spaces, newlines, comments) becomes
/// `.text`, so joining the tokens gives the source back exactly.
enum DeclarationTokens {
    static func tokens(of tree: SourceFileSyntax) -> [Declaration.Token] {
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
            append(.text, token.leadingTrivia.description)
            append(kind(of: token), token.text)
            append(.text, token.trailingTrivia.description)
        }
        return tokens
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
