import Foundation
import TriglotContent
import TriglotLowLevel
import TriglotMarkup
import TriglotModel

/// Links between pages are relative paths inside one language folder. Each must lead to a file
/// that exists in the same language, or to a page of the source language that is not translated
/// yet (the site shows the source page there, and `translation.missing` reports the gap once,
/// not at every link to it), must not climb out of the language folder, and a `#fragment` must
/// name a heading id of the target page (or an id its raw HTML gives, `HTMLAnchors`). An
/// image's source, or a link to a file that is not a page, must name a file the site publishes:
/// one beside the pages of the same language, or of the source language (which the site copies
/// to a translation that has none of its own).
/// Links with a scheme (`https:`) and site-absolute paths (`/…`) are not this check's.
public struct RelativeLinksCheck: PageCheck {
    public static let id = "links.relative"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A relative link leads to no file in the same language, out of the language folder, or to a missing heading id."

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        guard let document = page.page.document else { return [] }
        var diagnostics: [Diagnostic] = []
        let folder = Self.folder(of: page.path)
        // A page links to the same few pages again and again (inline, then under See Also), and
        // the answer depends only on the destination once the page is fixed.
        var answers: [String: String?] = [:]
        // The pages a link of this page can lead to, found once rather than once a destination.
        let targets = context.content.pages[page.language] ?? [:]
        // The context has every link of the page already; walking every node for them cost more.
        let links = context.items(.links, ofWholePage: page) ?? Self.links(in: document)
        let images = context.items(.images, ofWholePage: page) ?? Self.images(in: document)
        for link in links + images {
            let destination = link.text
            let answer: String?
            if let known = answers[destination] {
                answer = known
            } else {
                answer = problem(with: destination, from: page, folder: folder, targets: targets, context: context)
                answers[destination] = .some(answer)
            }
            guard let answer else { continue }
            diagnostics.append(diagnostic(answer, in: page, at: link.range))
        }
        return diagnostics
    }

    /// Every link of a document with its destination, in document order.
    static func links(in document: MarkupDocument) -> [SectionInventory.Item] {
        items(in: document) { if case .link(let destination, _) = $0 { destination } else { nil } }
    }

    /// Every image of a document with its source, in document order.
    static func images(in document: MarkupDocument) -> [SectionInventory.Item] {
        items(in: document) { if case .image(let source, _) = $0 { source } else { nil } }
    }

    /// The nodes of a document `address` gives an address for, with it, in document order.
    private static func items(in document: MarkupDocument, _ address: (MarkupKind) -> String?) -> [SectionInventory.Item] {
        var items: [SectionInventory.Item] = []
        for index in 0 ..< document.nodeCount {
            let node = MarkupNode(document: document, index: index)
            if let text = address(node.kind) { items.append(SectionInventory.Item(text: text, range: node.range)) }
        }
        return items
    }

    /// What is wrong with a link, or nil when it resolves (or is not a relative link).
    func problem(with destination: String, from page: LoadedPage, context: CheckContext) -> String? {
        problem(with: destination, from: page, folder: Self.folder(of: page.path), targets: context.content.pages[page.language] ?? [:],
                context: context)
    }

    /// `folder` is the page's folder as `folder(of:)` gives it and `targets` the pages of its
    /// language, both worked out once per page.
    private func problem(with destination: String, from page: LoadedPage, folder: [String], targets: [String: LoadedPage],
                         context: CheckContext) -> String? {
        guard !destination.isEmpty, !destination.hasPrefix("/"), !Self.hasScheme(destination),
              !Self.isTemplated(destination) else { return nil }
        let (rawPath, rawFragment) = Self.pathAndFragment(of: destination)
        let fragment = rawFragment.map(Self.percentDecoded)
        let language = page.language
        if rawPath.isEmpty {
            guard let fragment, !fragment.isEmpty, !HTMLAnchors.has(fragment, on: page.page) else { return nil }
            return "no heading in this page has the id '\(fragment)'"
        }
        guard let resolved = Self.resolve(Self.percentDecoded(rawPath), inFolder: folder) else {
            let configuration = context.content.configuration
            let folder = configuration.relativeFile(of: "", in: language).isEmpty ? "content" : "\(configuration.folder(of: language))"
            return "'\(destination)' climbs out of the \(folder) folder"
        }
        var target = Self.pagePath(ofResolved: resolved, in: language, content: context.content) { targets.index(forKey: $0) != nil }
        if targets.index(forKey: target) == nil, let linked = Self.linkedPage(rawPath, resolved: resolved, from: page, content: context.content) {
            target = linked
        }
        // By position: a look-up by key copies the whole page out of the dictionary, and most
        // links only need to know that it is there.
        if let position = targets.index(forKey: target) {
            guard let fragment, !fragment.isEmpty, !HTMLAnchors.has(fragment, on: targets[position].value.page) else {
                return nil
            }
            // Read against the page's address, the link may name another page that has it.
            if let atAddress = Self.pageAtAddress(rawPath, from: page, content: context.content), atAddress != target,
               let other = context.content.pages[language]?[atAddress] ?? context.content.pages[context.sourceLanguage]?[atAddress],
               HTMLAnchors.has(fragment, on: other.page) {
                return nil
            }
            return "'\(target)' has no heading with the id '\(fragment)'"
        }
        // Not a page: it may be another file (an image, a download) the site publishes.
        let relative = context.content.relativeFile(of: target, in: language)
        if !target.hasSuffix(".md"), context.content.publishesResource(target, in: language) { return nil }
        // … or one beside the page's address (Hugo's `../diagram.svg` on `signals/baggage.md`).
        if !target.hasSuffix(".md"), let base = PageFileName.addressFolderPath(of: page.path),
           let atAddress = Self.resolve(Self.percentDecoded(rawPath), from: base),
           context.content.publishesResource(atAddress, in: language) { return nil }
        if language != context.sourceLanguage, let source = context.content.pages[context.sourceLanguage]?[target] {
            guard let fragment, !fragment.isEmpty, !HTMLAnchors.has(fragment, on: source.page) else { return nil }
            return "'\(target)' (shown from \(context.sourceLanguage.code) until it is translated) has no heading with the id '\(fragment)'"
        }
        return "'\(destination)' leads to '\(relative)', which does not exist"
    }

    /// The text with `%XX` escapes decoded, or as it is when they do not decode. Text without a
    /// `%` is returned as is without asking Foundation, which is slow and gives the same answer.
    static func percentDecoded(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "%")) ? (text.removingPercentEncoding ?? text) : text
    }

    /// The parts between slashes. In ASCII text every byte is a Character, so splitting the bytes
    /// gives the Character split's answer without walking Characters (every link of every page).
    static func components(of text: String, omittingEmpty: Bool) -> [String] {
        let parts = asciiBytes(text) { bytes -> [String] in
            var parts: [String] = []
            var start = 0
            for index in 0 ..< bytes.count where bytes[index] == UInt8(ascii: "/") {
                if !omittingEmpty || index > start { parts.append(string(bytes, start ..< index)) }
                start = index + 1
            }
            if !omittingEmpty || bytes.count > start { parts.append(string(bytes, start ..< bytes.count)) }
            return parts
        }
        return parts ?? characterLevelComponents(of: text, omittingEmpty: omittingEmpty)
    }

    /// `components` on Characters, for text that is not ASCII.
    static func characterLevelComponents(of text: String, omittingEmpty: Bool) -> [String] {
        text.split(separator: "/", omittingEmptySubsequences: omittingEmpty).map(String.init)
    }

    /// `body` over the UTF-8 of text that is ASCII without CR, or nil for other text.
    private static func asciiBytes<Result>(_ text: String, _ body: ([UInt8]) -> Result) -> Result? {
        ByteScan.isASCIIWithoutCR(text) ? body(Array(text.utf8)) : nil
    }

    private static func string(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The path before any `?` and the fragment after the first `#`. In ASCII every byte is a
    /// Character, so the bytes are split without walking Characters.
    static func pathAndFragment(of destination: String) -> (path: String, fragment: String?) {
        let parts = asciiBytes(destination) { bytes -> (path: String, fragment: String?) in
            let hash = bytes.firstIndex(of: UInt8(ascii: "#"))
            let beforeHash = hash ?? bytes.count
            let question = bytes[..<beforeHash].firstIndex(of: UInt8(ascii: "?")) ?? beforeHash
            return (string(bytes, 0 ..< question), hash.map { string(bytes, $0 + 1 ..< bytes.count) })
        }
        return parts ?? characterLevelPathAndFragment(of: destination)
    }

    /// `pathAndFragment` on Characters, for destinations that are not ASCII.
    static func characterLevelPathAndFragment(of destination: String) -> (path: String, fragment: String?) {
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
        return (path, parts.count > 1 ? String(parts[1]) : nil)
    }

    /// `scheme:` as RFC 3986 spells it (`https:`, `mailto:`, `x-apple-helpbook:`).
    static func hasScheme(_ destination: String) -> Bool {
        let answer = asciiBytes(destination) { bytes -> Bool in
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), let first = bytes.first, isASCIILetter(first) else { return false }
            return bytes[..<colon].allSatisfy { isASCIILetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E }
        }
        return answer ?? characterLevelHasScheme(destination)
    }

    /// `hasScheme` on Characters, for destinations that are not ASCII.
    static func characterLevelHasScheme(_ destination: String) -> Bool {
        guard let colon = destination.firstIndex(of: ":"), let first = destination.first, first.isASCII, first.isLetter else { return false }
        return destination[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// The path of `link` relative to the language folder, from a page at `pagePath`; nil when
    /// `..` climbs above the language folder.
    static func resolve(_ link: String, from pagePath: String) -> String? {
        resolve(link, inFolder: folder(of: pagePath))
    }

    /// The folders of a page's path (`a/b/c.md` → `a`, `b`), where its relative links start.
    static func folder(of pagePath: String) -> [String] {
        Array(components(of: pagePath, omittingEmpty: true).dropLast())
    }

    static func resolve(_ link: String, inFolder folder: [String]) -> String? {
        if let answer = asciiBytes(link, { resolveASCII($0, inFolder: folder) }) { return answer }
        return characterLevelResolve(link, inFolder: folder)
    }

    /// `resolve` on the bytes of an ASCII link: every byte is a Character, so its parts are
    /// compared as bytes, and the path is built as bytes and made a String once (a String per
    /// part and joining them cost more than the rest of the check of a link).
    private static func resolveASCII(_ bytes: [UInt8], inFolder folder: [String]) -> String? {
        let (dot, separator) = (UInt8(ascii: "."), UInt8(ascii: "/"))
        // The components so far, joined by `/`, and where each starts (at its `/` after the
        // first): dropping one cuts the path back to its start.
        var path: [UInt8] = []
        path.reserveCapacity(folder.reduce(bytes.count) { $0 + $1.utf8.count + 1 })
        var starts: [Int] = []
        starts.reserveCapacity(folder.count + 4)
        func append(_ component: some Sequence<UInt8>) {
            starts.append(path.count)
            if starts.count > 1 { path.append(separator) }
            path.append(contentsOf: component)
        }
        for component in folder { append(component.utf8) }
        var start = 0
        while true {
            let slash = bytes[start...].firstIndex(of: separator) ?? bytes.count
            let isLast = slash == bytes.count
            switch slash - start {
            case 0 where !isLast:
                break
            case 1 where bytes[start] == dot:
                break
            case 2 where bytes[start] == dot && bytes[start + 1] == dot:
                guard let last = starts.popLast() else { return nil }
                path.removeSubrange(last...)
            default:
                append(bytes[start ..< slash])
            }
            if isLast { break }
            start = slash + 1
        }
        // Valid: the folder's components are Strings and the rest is ASCII.
        return String(decoding: path, as: UTF8.self)
    }

    /// `resolve` on Characters, for links that are not ASCII.
    static func characterLevelResolve(_ link: String, inFolder folder: [String]) -> String? {
        var components = folder
        let parts = Self.components(of: link, omittingEmpty: false)
        for (index, part) in parts.enumerated() {
            switch part {
            case ".": continue
            case "" where index < parts.count - 1: continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(part)
            }
        }
        return components.joined(separator: "/")
    }
}
