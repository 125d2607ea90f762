import TriglotContent
import TriglotModel

/// When a save asks for the translations' baselines to be read again: a translation whose
/// front-matter commit changed (or appeared) now measures from another English version. Edits
/// to text leave baselines alone; status compares the English page as it is now on each build.
package enum BaselineChanges {
    package static func commitsMoved(in changed: Set<PageKey>, from old: ContentSet?, to new: ContentSet) -> Bool {
        guard let old else { return false }
        let rule = new.configuration.translations
        guard rule.source == .auto || rule.source == .frontMatter else { return false }
        for change in changed where change.language != new.sourceLanguage {
            let language = change.language
            let before = old.page(change.path, in: language).map { commit(of: $0, keys: rule.keys) }
            let after = new.page(change.path, in: language).map { commit(of: $0, keys: rule.keys) }
            if before != after { return true }
        }
        return false
    }

    private static func commit(of page: LoadedPage, keys: [String]) -> String? {
        keys.lazy.compactMap { page.page.frontMatter.values[$0] }.first
    }
}
