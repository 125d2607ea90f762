import Foundation
import TriglotChecks
import TriglotContent
import TriglotModel

/// What a change affects: the pages to check again, and the pages whose findings changed (their
/// HTML shows the findings, so they are rendered again). The language server asks the same.
public enum ChangeEffects {
    /// The pages (display paths) whose page and pair checks must run again after a save; the
    /// others keep their findings. Nil when everything must run: a template, scenario, lock or
    /// glossary change, a page added or removed, or a symbol that moved, changes what pages
    /// other than the saved ones find. Otherwise the saved pages, in every language, and the
    /// pages linking to them (a link may name one of their headings).
    public static func pagesToCheckAgain(changedPaths: Set<String>, everything: Bool, previous: CheckContext, next: CheckContext,
                                  links: LinkIndex) -> Set<String>? {
        // Only the changed paths can have come or gone: their presence is compared, not every page's.
        let languages = Set(next.content.pages.keys).union(previous.content.pages.keys)
        let samePages = changedPaths.allSatisfy { path in
            languages.allSatisfy { (next.content.pages[$0]?[path] == nil) == (previous.content.pages[$0]?[path] == nil) }
        }
        guard !everything, samePages, next.symbolPages == previous.symbolPages else { return nil }
        var affected = Set<String>()
        for path in changedPaths.union(links.pagesReferring(to: changedPaths, symbols: [])) {
            for language in next.content.languages {
                if let page = next.content.page(path, in: language) { affected.insert(page.displayPath) }
            }
        }
        return affected
    }

    /// Page paths whose overlay changes: their file's diagnostics differ between two check runs
    /// (`changedFiles`, when the merge already knows which).
    static func pathsWithChangedDiagnostics(old: [Diagnostic], new: [Diagnostic], content: ContentSet, previous: ContentSet?,
                                            changedFiles known: Set<String>? = nil) -> Set<String> {
        let changedFiles = known ?? filesWithChangedDiagnostics(old: old, new: new)
        guard !changedFiles.isEmpty else { return [] }
        var result = Set<String>()
        for pages in [previous, content].compactMap({ $0 }) {
            for file in changedFiles {
                if let path = pagePath(ofDisplayPath: file, in: pages) { result.insert(path) }
            }
        }
        return result
    }

    /// The files whose findings differ between two check runs. Both are in display order, file by
    /// file with files in path order, so they are walked side by side and each file's run of
    /// findings is compared with the other side's: no dictionary of every file is made, and a
    /// thousand-page site has tens of thousands of findings.
    static func filesWithChangedDiagnostics(old: [Diagnostic], new: [Diagnostic]) -> Set<String> {
        func runEnd(_ diagnostics: [Diagnostic], from start: Int) -> Int {
            var end = start + 1
            while end < diagnostics.count, diagnostics[end].path == diagnostics[start].path { end += 1 }
            return end
        }
        var changed = Set<String>()
        var (oldStart, newStart) = (0, 0)
        while oldStart < old.count || newStart < new.count {
            let oldPath = oldStart < old.count ? old[oldStart].path : nil
            let newPath = newStart < new.count ? new[newStart].path : nil
            if let oldPath, let newPath, oldPath == newPath {
                let (oldEnd, newEnd) = (runEnd(old, from: oldStart), runEnd(new, from: newStart))
                if !old[oldStart..<oldEnd].elementsEqual(new[newStart..<newEnd]) { changed.insert(oldPath) }
                (oldStart, newStart) = (oldEnd, newEnd)
            } else if let oldPath, newPath.map({ oldPath < $0 }) ?? true {
                changed.insert(oldPath)
                oldStart = runEnd(old, from: oldStart)
            } else if let newPath {
                changed.insert(newPath)
                newStart = runEnd(new, from: newStart)
            }
        }
        changed.remove("")
        return changed
    }

    /// The page path of the page a display path names (`Content/ja/a/b.md` → `a/b.md`), read from
    /// the display path and confirmed by the page found there; every page is looked through only
    /// when that fails.
    static func pagePath(ofDisplayPath file: String, in content: ContentSet) -> String? {
        let prefix = ContentLoader.display(content.folder, "")
        if file.hasPrefix(prefix) {
            let relative = file.dropFirst(prefix.count)
            if let slash = relative.firstIndex(of: "/") {
                let path = String(relative[relative.index(after: slash)...])
                if content.pages[Language(String(relative[..<slash]))]?[path]?.displayPath == file { return path }
            }
        }
        for (_, pages) in content.pages {
            for (path, page) in pages where page.displayPath == file { return path }
        }
        return nil
    }
}
