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
    /// UTF-8 in pieces, shown one after another as if joined: a page's sidebar is the folder's
    /// shared sidebar with the page's mark between two halves, and goes into the page with no
    /// copy of the whole made on the way.
    case byteParts([ArraySlice<UInt8>])
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
        case .text, .bytes, .byteParts, .number, .context: return true
        }
    }
}

/// The named values a template sees (`{{title}}`, `{{#languages}}…{{/languages}}`).
///
/// A context holds a few dozen names at most and is read a few times before it is thrown away,
/// one or more per page of a build. Kept in order and found by comparing names (most are short
/// enough for a String to compare them as two integers), they cost less than hashing every
/// name into a dictionary, and again on every look-up. Setting a name again replaces its value;
/// setting nil removes it.
struct TemplateContext: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private struct Entry: Sendable, Equatable {
        var name: TemplateName
        var value: TemplateValue
    }

    private var entries: [Entry] = []

    init() {}

    /// The last value given for a name wins.
    init(_ elements: some Sequence<(String, TemplateValue)>) {
        // Room for every name at once: grown one append at a time, a context of a dozen names
        // is copied four times on its way, and a page makes a few dozen contexts.
        entries.reserveCapacity(elements.underestimatedCount)
        for (name, value) in elements { self[name] = value }
    }

    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }

    subscript(name: String) -> TemplateValue? {
        get { self[TemplateName(name)] }
        set {
            let name = TemplateName(name)
            let place = self.place(of: name)
            switch (place, newValue) {
            case (let place?, let value?): entries[place].value = value
            case (let place?, nil): entries.remove(at: place)
            case (nil, let value?): entries.append(Entry(name: name, value: value))
            case (nil, nil): break
            }
        }
    }

    subscript(name: TemplateName) -> TemplateValue? {
        place(of: name).map { entries[$0].value }
    }

    private func place(of name: TemplateName) -> Int? {
        // Through a span, so that only the key compared is read, not each entry copied.
        let entries = entries.span
        for index in entries.indices where entries[index].name.key == name.key && entries[index].name.text == name.text {
            return index
        }
        return nil
    }

    var count: Int { entries.count }

    /// Each value in turn, without a name or a copy of the list.
    func forEachValue(_ body: (TemplateValue) -> Void) {
        let entries = entries.span
        for index in entries.indices { body(entries[index].value) }
    }

    /// Every value transformed, by name.
    func mapValues<Transformed>(_ transform: (TemplateValue) throws -> Transformed) rethrows -> [String: Transformed] {
        var result: [String: Transformed] = [:]
        for entry in entries { result[entry.name.text] = try transform(entry.value) }
        return result
    }

    /// Equal when they hold the same names with equal values, in whatever order (as
    /// dictionaries compare).
    static func == (lhs: TemplateContext, rhs: TemplateContext) -> Bool {
        lhs.count == rhs.count && lhs.entries.allSatisfy { rhs[$0.name] == $0.value }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    init(stringLiteral value: String) { self = .text(value) }
    init(booleanLiteral value: Bool) { self = .flag(value) }
    init(integerLiteral value: Int) { self = .number(value) }
    init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }

    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .context(TemplateContext(elements))
    }
}

extension TemplateValue {
    /// A list of contexts, the shape of every `{{#…}}` loop in the site's templates.
    static func list(_ contexts: [TemplateContext]) -> TemplateValue {
        .list(contexts.map(TemplateValue.context))
    }

    /// Each text of a table as a value (`{{t.search}}`).
    static func texts(_ table: [String: String]) -> TemplateValue {
        .context(TemplateContext(table.map { ($0.key, TemplateValue.text($0.value)) }))
    }
}
