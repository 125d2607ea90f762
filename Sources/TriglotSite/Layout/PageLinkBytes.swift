/// `SiteLayout.pageLinkURL` on UTF-8 bytes: resolving the link, giving it the language folder
/// and `.html`, and making it relative, without a String or a list of parts between the steps.
///
/// Every step of the definition but one works on bytes already; the exception is
/// `hasSuffix(".md")`, which compares Characters. On ASCII the two agree, so a page path or link
/// with other bytes is handed back (`notASCII`) for the definition to answer.
enum PageLinkBytes {
    enum Answer: Equatable {
        case url([UInt8])
        case notAPageLink
        case notASCII
    }

    /// - Parameters:
    ///   - target: the link as written (`../x.md#id`).
    ///   - path: the linking page's path in its language folder (`uikit/a.md`).
    ///   - sitePath: the linking page's site path (`en/uikit/a.html`).
    ///   - segment: the language's folder in the site (`en`).
    static func url<Bytes: RandomAccessCollection<UInt8>>(target: Bytes, path: Bytes, sitePath: Bytes, segment: Bytes) -> Answer
        where Bytes.Index == Int {
        let slash = UInt8(ascii: "/")
        let hash = target.firstIndex(of: UInt8(ascii: "#")) ?? target.count
        let reference = 0..<hash
        guard let first = reference.first.map({ target[$0] }) else { return .notAPageLink }
        if first == slash || first == UInt8(ascii: "?") || target[reference].contains(UInt8(ascii: ":")) { return .notAPageLink }
        if path.contains(where: { $0 >= 0x80 }) || target[reference].contains(where: { $0 >= 0x80 }) { return .notASCII }
        // A segment that is empty or holds a slash would change how the parts line up.
        if segment.isEmpty || segment.contains(slash) { return .notASCII }

        // The resolved page: the linking page's folders, then the reference's parts, each a byte
        // range of `path` or of `target`.
        var parts: [Part] = []
        parts.reserveCapacity(8)
        var start = 0
        for index in 0...path.count where index == path.count || path[index] == slash {
            if index > start { parts.append(Part(inTarget: false, range: start..<index)) }
            start = index + 1
        }
        // The last part is the page's own file name, not a folder.
        if !parts.isEmpty { parts.removeLast() }
        start = 0
        for index in 0...hash where index == hash || target[index] == slash {
            let range = start..<index
            start = index + 1
            if range.isEmpty || (range.count == 1 && target[range.lowerBound] == UInt8(ascii: ".")) { continue }
            if range.count == 2, target[range.lowerBound] == UInt8(ascii: "."), target[range.lowerBound + 1] == UInt8(ascii: ".") {
                guard !parts.isEmpty else { return .notAPageLink }
                parts.removeLast()
            } else {
                parts.append(Part(inTarget: true, range: range))
            }
        }
        guard let last = parts.last else { return .notAPageLink }
        let lastBytes = last.inTarget ? target : path
        guard last.range.count >= 3, lastBytes[last.range.upperBound - 3] == UInt8(ascii: "."),
              lastBytes[last.range.upperBound - 2] == UInt8(ascii: "m"), lastBytes[last.range.upperBound - 1] == UInt8(ascii: "d") else {
            return .notAPageLink
        }

        // Relative to the linking page: the folders the two share are skipped (the language
        // segment first), one `../` climbs out of each folder left, then the rest follows.
        var folders = PathComponents.ranges(sitePath, keepingEmpty: false)
        if !folders.isEmpty { folders.removeLast() }
        func bytes(ofTargetPart index: Int) -> Bytes.SubSequence {
            if index == 0 { return segment[...] }
            let part = parts[index - 1]
            return part.inTarget ? target[part.range] : path[part.range]
        }
        let targetParts = parts.count + 1
        var common = 0
        while common < folders.count, common < targetParts - 1, sitePath[folders[common]].elementsEqual(bytes(ofTargetPart: common)) {
            common += 1
        }
        var url: [UInt8] = []
        url.reserveCapacity(3 * (folders.count - common) + target.count + 16)
        for _ in common..<folders.count { url += "../".utf8 }
        for index in common..<targetParts {
            if index > common { url.append(slash) }
            let part = bytes(ofTargetPart: index)
            if index == targetParts - 1 {
                // Without `.md` (a Slice's `dropLast` would take Sequence's copying one).
                url += part[part.startIndex..<(part.endIndex - 3)]
                url += ".html".utf8
            } else {
                url += part
            }
        }
        if hash < target.count { url += target[hash...] }
        return .url(url)
    }

    private struct Part {
        var inTarget: Bool
        var range: Range<Int>
    }
}
