import TriglotMarkup

extension NavigationTree {
    /// The sidebar for a page: the top-level folder it belongs to, opened down to the page (a page
    /// at the top sees the top level). Only that path is expanded and other top-level folders are
    /// left to the language's home page, as DocC's navigator shows one module: a sidebar listing
    /// every module would grow with the site on every one of its pages.
    func sidebarHTML(for path: String, linkTo: (String) -> String, linkToFolder: (String) -> String,
                     more: (Sidebar.More) -> String) -> String {
        sidebar(expandingTo: path, linkTo: linkTo, linkToFolder: linkToFolder, more: more).html(current: path)
    }

    /// Which folders the sidebar of a page opens: the page's own folder and those above it, and
    /// the folder of the page's children when it has any; in a folder longer than
    /// `sidebarSize`, which stretch of it. Pages with the same expansion share one sidebar (their
    /// links are relative to the same place).
    func expansion(for path: String) -> Sidebar.Expansion {
        let place = Self.place(of: path)
        let ownFolder = Self.childFolder(of: place)
        let hasChildren = !(children[ownFolder] ?? []).isEmpty
        return Sidebar.Expansion(folder: Self.parent(of: place), childFolder: hasChildren ? ownFolder : nil,
                                 stretch: stretch(towards: ownFolder))
    }

    /// Which stretch of its folder's entries holds the entry standing for `folder` (0 in a folder
    /// the sidebar lists whole).
    private func stretch(towards folder: String) -> Int {
        placeInLongFolder[folder].map { $0 / sidebarSize } ?? 0
    }

    /// The sidebar with the folders of `expansion(for: path)` open and no page marked current.
    func sidebar(expandingTo path: String, linkTo: (String) -> String, linkToFolder: (String) -> String,
                 more: (Sidebar.More) -> String) -> Sidebar {
        let expansion = expansion(for: path)
        // The open folders from the page's own up, each with the stretch of it shown: the one
        // holding the way down to the page.
        var stretches: [String: Int] = [expansion.folder: expansion.stretch]
        var folder = expansion.folder
        while !folder.isEmpty {
            let above = Self.parent(of: folder)
            stretches[above] = stretch(towards: folder)
            folder = above
        }
        if let childFolder = expansion.childFolder { stretches[childFolder] = 0 }
        let scope = Self.topLevelFolder(of: expansion.childFolder ?? expansion.folder)
        let topLevel = (children[""] ?? []).filter { scope.isEmpty || $0.folder == scope }

        var html: [UInt8] = []
        var marks: [String: Int] = [:]
        /// A list being written: the entries left, and what closes it (the link past its stretch).
        struct Level {
            var entries: ArraySlice<Entry>
            var closing: [UInt8]
        }
        func open(_ entries: [Entry], of folder: String) -> Level {
            let shown = shownStretch(of: entries, number: stretches[folder] ?? 0)
            if shown.lowerBound > 0 {
                let target = entries[max(0, shown.lowerBound - sidebarSize)..<shown.lowerBound].last { $0.path != nil }
                appendMore(.earlier(shown.lowerBound), to: target, in: folder, into: &html)
            }
            var closing: [UInt8] = []
            if shown.upperBound < entries.count {
                let target = entries[shown.upperBound..<min(entries.count, shown.upperBound + sidebarSize)].first { $0.path != nil }
                appendMore(.later(entries.count - shown.upperBound), to: target, in: folder, into: &closing)
            }
            return Level(entries: entries[shown], closing: closing)
        }
        func appendMore(_ kind: Sidebar.More, to target: Entry?, in folder: String, into html: inout [UInt8]) {
            // The page the link leads to shows that stretch in its own sidebar; a stretch of
            // folders alone is left to the folder's list on the home page.
            html += "<li class=\"sidebar-more\"><a href=\"".utf8
            HTMLEscaping.append(escaping: target?.path.map(linkTo) ?? linkToFolder(folder), to: &html)
            html += "\">".utf8
            HTMLEscaping.append(escaping: more(kind), to: &html)
            html += "</a></li>\n".utf8
        }

        html += "<ul>\n".utf8
        var stack: [Level] = [open(topLevel, of: "")]
        while !stack.isEmpty {
            guard let entry = stack[stack.count - 1].entries.first else {
                html += stack.removeLast().closing
                html += (stack.isEmpty ? "</ul>\n" : "</ul>\n</li>\n").utf8
                continue
            }
            stack[stack.count - 1].entries = stack[stack.count - 1].entries.dropFirst()
            html += "<li>".utf8
            if let page = entry.path {
                html += "<a href=\"".utf8
                HTMLEscaping.append(escaping: linkTo(page), to: &html)
                html += "\"".utf8
                marks[page] = html.count
                if entry.isFallback { html += " class=\"fallback\" lang=\"en\"".utf8 }
                html += ">".utf8
                html += CamelCaseBreaks.adding(to: SymbolBreaks.html(entry.title)).utf8
                html += "</a>".utf8
            } else {
                html += "<a class=\"folder\" href=\"".utf8
                HTMLEscaping.append(escaping: linkToFolder(entry.folder), to: &html)
                html += "\">".utf8
                HTMLEscaping.append(escaping: entry.title, to: &html)
                html += "</a>".utf8
            }
            let childFolder = entry.folder
            if let kids = children[childFolder], !kids.isEmpty, stretches[childFolder] != nil {
                html += "\n<ul>\n".utf8
                stack.append(open(kids, of: childFolder))
            } else {
                html += "</li>\n".utf8
            }
        }
        return Sidebar(bytes: html, currentMarks: marks)
    }

    /// The entries shown of a list: all of a list no longer than `sidebarSize`, else stretch
    /// `number` of it (the last one when the number is past the end).
    private func shownStretch(of entries: [Entry], number: Int) -> Range<Int> {
        guard entries.count > sidebarSize else { return entries.indices }
        let start = min(number, (entries.count - 1) / sidebarSize) * sidebarSize
        return start..<min(entries.count, start + sidebarSize)
    }
}
