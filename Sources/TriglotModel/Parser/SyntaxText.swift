import SwiftSyntax

/// The text of a node without its outer trivia, as `trimmedDescription` gives it.
///
/// `trimmedDescription` builds a trimmed copy of the node and prints it: most of the cost of
/// reading a declaration's parameters. A tree parsed without errors holds every byte of its
/// source exactly once, in order, so the same text is the source between the node's first and
/// last non-trivia bytes. A tree with errors can hold missing tokens (printed as nothing, but
/// still first or last), so it keeps `trimmedDescription`.
struct SyntaxText {
    private let source: [UInt8]?

    /// Without the source: every text is made with `trimmedDescription`.
    init() {
        source = nil
    }

    init(_ tree: SourceFileSyntax, source: String) {
        self.source = tree.hasError || tree.totalLength.utf8Length != source.utf8.count ? nil : Array(source.utf8)
    }

    func trimmed(_ node: some SyntaxProtocol) -> String {
        guard let source else { return node.trimmedDescription }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard start >= 0, start <= end, end <= source.count else { return node.trimmedDescription }
        return String(decoding: source[start..<end], as: UTF8.self)
    }
}
