import TriglotLowLevel
import TriglotContent
import TriglotModel

/// What the sidebar and breadcrumbs of a language are made of; when it changes, every page of
/// the language shows a different sidebar and must be rendered again.
/// It carries the tree it was read from, so rendering the same content needs no second one.
struct NavigationSignature: Sendable, Equatable {
    var titles: [String: String]
    var ownPaths: Set<String>
    let tree: NavigationTree

    static func == (lhs: NavigationSignature, rhs: NavigationSignature) -> Bool {
        lhs.titles == rhs.titles && lhs.ownPaths == rhs.ownPaths
    }
}

/// Step 3: each language's page tree, for sidebars and breadcrumbs, and the languages whose
/// tree a change altered.
enum NavigationStep {
    struct Result: Sendable {
        var signatures: [Language: NavigationSignature]
        /// Languages whose tree differs from the previous build's (all of them on a first build).
        var changed: Set<Language>

        var trees: [Language: NavigationTree] { signatures.mapValues(\.tree) }
    }

    /// Every language's tree. One after another: the first build makes them beside the checks.
    static func navigation(of content: ContentSet) -> Result {
        let languages = content.languages
        return Result(signatures: Dictionary(uniqueKeysWithValues: languages.map { ($0, signature(of: content, in: $0)) }),
                      changed: Set(languages))
    }

    /// The signatures of `content` after a change to `changedPaths`. A language's page tree is
    /// made of which pages it and the source language have and what their titles are: where no
    /// changed path was added, removed or retitled in either, its previous signature is the new
    /// one, and a save that only edits text builds no tree.
    static func navigation(of content: ContentSet, after previous: BuildState, changedPaths: Set<String>) -> Result {
        let languages = content.languages
        let source = content.sourceLanguage
        let previousContent = previous.content
        let sourceUnchanged = changedPaths.allSatisfy { treeInput(content, source, $0) == treeInput(previousContent, source, $0) }
        let signatures = ParallelMap.map(languages) { language -> (NavigationSignature, Bool) in
            let unchanged = languages == previousContent.languages && source == previousContent.sourceLanguage && sourceUnchanged
                && changedPaths.allSatisfy { treeInput(content, language, $0) == treeInput(previousContent, language, $0) }
            if unchanged, let kept = previous.navigation[language] { return (kept, false) }
            let made = signature(of: content, in: language)
            return (made, previous.navigation[language] != made)
        }
        return Result(signatures: Dictionary(uniqueKeysWithValues: zip(languages, signatures.map(\.0))),
                      changed: Set(zip(languages, signatures).filter { $0.1.1 }.map(\.0)))
    }

    /// What a page tree reads of one path in one language: whether the language has the page,
    /// and its title.
    private static func treeInput(_ content: ContentSet, _ language: Language, _ path: String) -> (own: Bool, title: String?) {
        let page = content.pages[language]?[path]
        return (page != nil, page?.page.title?.text)
    }

    private static func signature(of content: ContentSet, in language: Language) -> NavigationSignature {
        let tree = NavigationTree(content: content, language: language)
        return NavigationSignature(titles: tree.titles, ownPaths: Set((content.pages[language] ?? [:]).keys), tree: tree)
    }
}
