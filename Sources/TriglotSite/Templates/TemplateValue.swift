/// A value a template shows: text, a yes or no, a number, a list, or a context of named values.
///
/// Typed rather than `Any`: every page of a build is rendered from values like these, and
/// telling them apart with a `switch` costs a comparison where a cast from `Any` searches the
/// type's conformances.
enum TemplateValue: Sendable, Equatable {
    case text(String)
    /// Text already in UTF-8, as the site builds its larger pieces of HTML (a page's body, its
    /// sidebar): it goes into the page as it is, with no String made of it on the way.
    case bytes([UInt8])
    case flag(Bool)
    case number(Int)
    case list([TemplateValue])
    case context(TemplateContext)

    /// False, empty lists and nothing are false; everything else (an empty text too) is true,
    /// as the Mustache specification has it.
    var isTruthy: Bool {
        switch self {
        case .flag(let flag): return flag
        case .list(let items): return !items.isEmpty
        case .text, .bytes, .number, .context: return true
        }
    }
}

/// The named values a template sees (`{{title}}`, `{{#languages}}…{{/languages}}`).
typealias TemplateContext = [String: TemplateValue]

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    init(stringLiteral value: String) { self = .text(value) }
    init(booleanLiteral value: Bool) { self = .flag(value) }
    init(integerLiteral value: Int) { self = .number(value) }
    init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }

    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .context(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension TemplateValue {
    /// A list of contexts, the shape of every `{{#…}}` loop in the site's templates.
    static func list(_ contexts: [TemplateContext]) -> TemplateValue {
        .list(contexts.map(TemplateValue.context))
    }

    /// Each text of a table as a value (`{{t.search}}`).
    static func texts(_ table: [String: String]) -> TemplateValue {
        .context(table.mapValues(TemplateValue.text))
    }
}
