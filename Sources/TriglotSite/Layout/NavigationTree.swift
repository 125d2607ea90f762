import TriglotContent
import TriglotMarkup
import TriglotModel

/// The pages of one language as folders and pages, titled as the reader of that language sees
/// them (a missing translation shows under its English title). A folder with a page of its own
/// name (`uikit/uiapplicationdelegate.md` beside `uikit/uiapplicationdelegate/`) takes its title,
/// and so does a folder's own `index.md` (`web/api/node/index.md` is the page of `web/api/node`).
struct NavigationTree: Sendable {
    struct Entry: Sendable {
        var title: String
        /// The page's path in the language folder, when the entry is a page.
        var path: String?
        /// The folder holding the entry's children: the folder itself, or a page's own folder.
        var folder: String
        var isFallback: Bool
    }

    /// Children of each folder ("" is the language root): sub-folders and pages, those with a
    /// position in their front matter first by it, then by title (`NavigationTree+Order`).
    private(set) var children: [String: [Entry]] = [:]
    /// Display titles of pages and folders by place in the tree (folders without `.md`; a
    /// folder's `index.md` is placed as `folder.md`).
    private(set) var titles: [String: String] = [:]
    /// The page at each place that is not its own path (`a/b.md` → `a/b/index.md`).
    private var pagesByPlace: [String: String] = [:]
    /// The pages in sidebar order, for each page's previous and next links.
    private(set) var readingOrder = ReadingOrder(children: [:])
    /// How many entries of one folder a sidebar lists (`pagination.sidebarSize`).
    let sidebarSize: Int
    /// Where each entry of a folder longer than `sidebarSize` stands among the folder's entries,
    /// by the entry's `folder` (unique in the tree): which stretch of the folder a sidebar shows.
    private(set) var placeInLongFolder: [String: Int] = [:]

    /// Where a page stands in the tree: `a/b/index.md` stands for the folder `a/b`, as `a/b.md` would.
    static func place(of path: String) -> String {
        path.hasSuffix("/index.md") ? String(path.dropLast("/index.md".count)) + ".md" : path
    }

    /// The page at a place in the tree.
    private func page(at place: String) -> String {
        pagesByPlace[place] ?? place
    }

    init(content: ContentSet, language: Language) {
        sidebarSize = content.configuration.sidebarSize
        let source = content.sourceLanguage
        let own = content.pages[language] ?? [:]
        let english = content.pages[source] ?? [:]
        let paths = Set(own.keys).union(english.keys).filter { $0 != "index.md" }
        var folderPaths = Set<String>()
        var orders: [String: Double] = [:]
        for path in paths {
            let page = own[path] ?? english[path]
            let place = Self.place(of: path)
            if place != path { pagesByPlace[place] = path }
            titles[place] = Self.label(of: page) ?? page?.page.title?.text ?? Self.humanize(place)
            if let order = Self.order(own: own[path], source: english[path]) { orders[path] = order }
            for folder in Self.folders(above: place).reversed() {
                // Deepest first: a folder already known came with every folder above it.
                guard folderPaths.insert(folder).inserted else { break }
            }
        }
        for folder in folderPaths where titles[folder + ".md"] == nil {
            titles[folder] = Self.humanize(folder)
        }
        var children: [String: [Entry]] = [:]
        for path in paths {
            let place = Self.place(of: path)
            children[Self.parent(of: place), default: []].append(
                Entry(title: titles[place] ?? path, path: path, folder: Self.childFolder(of: place), isFallback: own[path] == nil))
        }
        for folder in folderPaths where titles[folder + ".md"] == nil {
            children[Self.parent(of: folder), default: []].append(Entry(title: titles[folder] ?? folder, path: nil, folder: folder, isFallback: false))
        }
        for (key, entries) in children {
            children[key] = Self.sorted(entries, orders: orders)
        }
        self.children = children
        for entries in children.values where entries.count > sidebarSize {
            for (place, entry) in entries.enumerated() { placeInLongFolder[entry.folder] = place }
        }
        readingOrder = ReadingOrder(children: children)
    }

    /// The folder a page or folder sits in ("" at the top).
    static func parent(of path: String) -> String {
        // Asked for every page of every sidebar: an ASCII path is read on its bytes, where
        // every byte is a Character, without the grapheme breaking of a Character-level cut.
        if let parent = path.utf8.withContiguousStorageIfAvailable(asciiParent(of:)) ?? nil { return parent }
        let trimmed = path.hasSuffix(".md") ? String(path.dropLast(3)) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return String(trimmed[..<slash])
    }

    /// `parent(of:)` of a path in UTF-8 that is ASCII without a carriage return; nil for any other.
    private static func asciiParent<Bytes: RandomAccessCollection<UInt8>>(of bytes: Bytes) -> String? where Bytes.Index == Int {
        var lastSlash: Int?
        for offset in bytes.indices {
            let byte = bytes[offset]
            guard byte < 0x80, byte != 0x0D else { return nil }
            if byte == UInt8(ascii: "/") { lastSlash = offset }
        }
        guard let lastSlash else { return "" }
        return String(decoding: bytes[..<lastSlash], as: UTF8.self)
    }

    /// The folders above a path, top first (`a/b/c.md` → `a`, `a/b`), as splitting it into
    /// characters at `/` and joining the leading parts names them. Every page of every language
    /// asks, for the tree and for its breadcrumbs: an ASCII path with no empty part, where each
    /// byte is a character, is cut at its slashes without making the parts.
    static func folders(above path: String) -> [String] {
        // On the bytes: slicing the String at each slash would break graphemes on the way.
        if let folders = path.utf8.withContiguousStorageIfAvailable(simpleFolders(above:)) ?? nil { return folders }
        let parts = path.split(separator: "/").dropLast()
        return parts.indices.map { parts[...$0].joined(separator: "/") }
    }

    /// `folders(above:)` of a path in UTF-8 that is ASCII with no empty part, each byte a
    /// character; nil for any other path.
    private static func simpleFolders<Bytes: RandomAccessCollection<UInt8>>(above bytes: Bytes) -> [String]? where Bytes.Index == Int {
        let slash = UInt8(ascii: "/")
        guard bytes.last != slash else { return nil }
        var previous = slash
        var slashes = 0
        for byte in bytes {
            guard byte < 0x80, byte != 0x0D, !(byte == slash && previous == slash) else { return nil }
            if byte == slash { slashes += 1 }
            previous = byte
        }
        var folders: [String] = []
        folders.reserveCapacity(slashes)
        for end in bytes.indices where bytes[end] == slash {
            folders.append(String(decoding: bytes[..<end], as: UTF8.self))
        }
        return folders
    }

    /// The folder a page's own children live in (`uikit/uiapplicationdelegate.md` → `uikit/uiapplicationdelegate`).
    static func childFolder(of path: String) -> String {
        path.hasSuffix(".md") ? String(path.dropLast(3)) : path
    }

    /// The first component of a folder path (`uikit/uiapplication` → `uikit`; "" at the top).
    static func topLevelFolder(of folder: String) -> String {
        folder.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
    }

    /// The last path component, words separated: `app-and-environment` → `app and environment`.
    static func humanize(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        let stem = last.hasSuffix(".md") ? String(last.dropLast(3)) : last
        return stem.replacingOccurrences(of: "-", with: " ")
    }

    /// From the top to the page: each folder (with the page standing for it, if any), then the page.
    func trail(to path: String) -> [(title: String, path: String?)] {
        var trail: [(String, String?)] = []
        let place = Self.place(of: path)
        for folder in Self.folders(above: place) {
            let folderPage = folder + ".md"
            if let title = titles[folderPage] { trail.append((title, page(at: folderPage))) } else { trail.append((titles[folder] ?? folder, nil)) }
        }
        trail.append((titles[place] ?? path, path))
        return trail
    }
}
