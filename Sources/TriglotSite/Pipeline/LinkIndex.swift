import TriglotChecks
import TriglotContent
import TriglotLowLevel
import TriglotMarkup
import TriglotModel

/// Which pages refer to which, the way the renderer links them: Markdown links to other pages
/// (`../x.md`) and names in code spans and declarations that the site links to the page
/// documenting that symbol. Kept by page path across languages, because a page path is rendered
/// in every language (an English page also shows as the fallback of a missing translation).
public struct LinkIndex: Sendable {
    /// Page path → the page paths its pages link to with Markdown links.
    private var linkTargets: [String: Set<String>] = [:]
    /// Page path → the code spans and declaration type names in its pages.
    private var mentionedNames: [String: Set<String>] = [:]

    public init(content: ContentSet) {
        let paths = content.allPaths
        let entries = ParallelMap.map(paths) { path in (path, Self.references(of: path, in: content)) }
        for (path, references) in entries {
            linkTargets[path] = references.targets
            mentionedNames[path] = references.names
        }
    }

    /// Reads the references of these page paths again (after they changed or were deleted).
    public mutating func update(paths: Set<String>, content: ContentSet) {
        for path in paths {
            let references = Self.references(of: path, in: content)
            linkTargets[path] = references.targets.isEmpty ? nil : references.targets
            mentionedNames[path] = references.names.isEmpty ? nil : references.names
        }
    }

    /// Page paths with a Markdown link to one of `targets`, or naming a symbol in `symbols`
    /// (names as `CheckContext.symbolPages` keys them).
    public func pagesReferring(to targets: Set<String>, symbols: Set<String>) -> Set<String> {
        var result = Set<String>()
        if !targets.isEmpty {
            for (path, linked) in linkTargets where !linked.isDisjoint(with: targets) { result.insert(path) }
        }
        if !symbols.isEmpty {
            for (path, names) in mentionedNames where names.contains(where: { Self.resolves($0, into: symbols) }) {
                result.insert(path)
            }
        }
        return result
    }

    /// Symbol names whose page changed between two check contexts (added, removed or moved), in any language.
    public static func changedSymbols(from old: CheckContext?, to new: CheckContext) -> Set<String> {
        guard let old else { return [] }
        var changed = Set<String>()
        let languages = Set(old.symbolPages.keys).union(new.symbolPages.keys)
        for language in languages {
            let before = old.symbolPages[language] ?? [:]
            let after = new.symbolPages[language] ?? [:]
            guard before != after else { continue }
            for name in Set(before.keys).union(after.keys) where before[name] != after[name] { changed.insert(name) }
        }
        return changed
    }

    /// The lookup `CheckContext.pagePath(forSymbol:)` makes: the name itself, or `name(_:)`.
    private static func resolves(_ name: String, into symbols: Set<String>) -> Bool {
        symbols.contains(name) || (!name.contains("(") && symbols.contains(name + "(_:)"))
    }

    private static func references(of path: String, in content: ContentSet) -> (targets: Set<String>, names: Set<String>) {
        var targets = Set<String>()
        var names = Set<String>()
        for language in content.languages {
            guard let loaded = content.page(path, in: language) else { continue }
            if let document = loaded.page.document {
                for node in document.allNodes {
                    switch node.kind {
                    case .link(let destination, _), .image(let destination, _):
                        if let (target, _) = SiteLayout.resolve(destination, from: path), PageFileName.isPage(target) {
                            targets.insert(PageFileName.pagePath(ofFile: target))
                        }
                    case .code(let code):
                        names.insert(code)
                    default:
                        break
                    }
                }
            }
            for token in loaded.page.declaration?.tokens ?? [] where token.kind == .typeIdentifier {
                names.insert(token.text)
            }
        }
        return (targets, names)
    }
}
